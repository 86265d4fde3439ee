import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useRuntimeConfig, useRuntimeConfigLoaded } from '../config/RuntimeConfigProvider';
import type { RootStore, ShellState } from '../stores';
import { hasStoredSession, setTabApiBaseUrl, whenTabStore } from './tabStoreRegistry';

export const StoreContext = createContext<RootStore | null>(null);

// Static HTML, hydration and a first visit: no session known.
const signedOut: ShellState = { signedIn: false, toastCount: 0 };
const ShellContext = createContext<ShellState>(signedOut);

interface StoreProviderProps {
  children: ReactNode;
  /** A ready store (tests); the browser uses the tab's. */
  store?: RootStore;
}

/**
 * The tab's RootStore, above every page, so the session survives navigation. It is not in the
 * first load: a page whose screens need it brings it with its chunk (`WithStores`), and a page
 * that does not (the landing page) loads it after mount only if a session cookie says there
 * is a session to restore. A first visit loads no stores at all. The session is restored once
 * the store is there and the deployed runtime configuration arrived (the build default may
 * name another API); screens that need the user show a loading state until it is known.
 */
export function StoreProvider({ children, store: given }: StoreProviderProps) {
  const config = useRuntimeConfig();
  const configLoaded = useRuntimeConfigLoaded();
  const [store, setStore] = useState<RootStore | null>(given ?? null);
  const [shell, setShell] = useState<ShellState>(signedOut);

  useEffect(() => (given ? undefined : whenTabStore(setStore)), [given]);
  useEffect(() => {
    if (store !== null || !hasStoredSession()) return undefined;
    let cancelled = false;
    void import('./tabStore').then(({ tabStore }) => {
      // Announced through the registry, which sets the state above.
      if (!cancelled) tabStore(config.apiBaseUrl);
    });
    return () => {
      cancelled = true;
    };
  }, [store, config.apiBaseUrl]);
  useEffect(() => {
    if (!given) setTabApiBaseUrl(config.apiBaseUrl);
  }, [given, config.apiBaseUrl]);
  useEffect(() => {
    if (store !== null && configLoaded) void store.session.restore();
  }, [store, configLoaded]);
  useEffect(() => store?.observeShell(setShell), [store]);

  return (
    <StoreContext.Provider value={store}>
      <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>
    </StoreContext.Provider>
  );
}

/** The stores, for components under `WithStores` (or a provider given a store). */
export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (store === null) throw new Error('useStores needs a StoreProvider with a store above it (wrap the page in WithStores)');
  return store;
}

/** The stores once loaded, `null` before. */
export function useOptionalStores(): RootStore | null {
  return useContext(StoreContext);
}

/** What every page shows of the stores (header, toaster), without observing them. */
export function useShell(): ShellState {
  return useContext(ShellContext);
}
