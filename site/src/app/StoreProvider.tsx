import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useRuntimeConfig, useRuntimeConfigLoaded } from '../config/RuntimeConfigProvider';
import type { RootStore } from '../stores';

export const StoreContext = createContext<RootStore | null>(null);

interface LoadedStore {
  store: RootStore;
  setApiBaseUrl: (url: string) => void;
}

interface StoreProviderProps {
  children: ReactNode;
  /** A ready store (tests); the browser loads its own. */
  store?: RootStore;
}

/**
 * One RootStore for the tab, above every page, so the session survives navigation. It is
 * loaded after mount (`import()`): the stores, the API client and every contract schema stay
 * out of the first load of pages that do not need them. The session is restored from the
 * `access_token` cookie once the store is there and the deployed runtime configuration arrived
 * (the build default may name another API); screens that need the user show a loading state
 * until it is known.
 */
export function StoreProvider({ children, store: given }: StoreProviderProps) {
  const config = useRuntimeConfig();
  const configLoaded = useRuntimeConfigLoaded();
  const [loaded, setLoaded] = useState<LoadedStore | null>(() => (given ? { store: given, setApiBaseUrl: () => undefined } : null));
  useEffect(() => {
    if (loaded) return undefined;
    let cancelled = false;
    void import('./tabStore').then(({ tabStore, setApiBaseUrl }) => {
      if (!cancelled) setLoaded({ store: tabStore(config.apiBaseUrl), setApiBaseUrl });
    });
    return () => {
      cancelled = true;
    };
  }, [loaded, config.apiBaseUrl]);
  useEffect(() => {
    if (!loaded) return;
    loaded.setApiBaseUrl(config.apiBaseUrl);
    if (configLoaded) void loaded.store.session.restore();
  }, [loaded, config.apiBaseUrl, configLoaded]);
  return <StoreContext.Provider value={loaded?.store ?? null}>{children}</StoreContext.Provider>;
}

/** The stores, for components under `WithStores` (or a provider given a store). */
export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (store === null) throw new Error('useStores needs a StoreProvider with a store above it (wrap the page in WithStores)');
  return store;
}

/** The stores once loaded, `null` before: for what every page shows (header, toaster). */
export function useOptionalStores(): RootStore | null {
  return useContext(StoreContext);
}
