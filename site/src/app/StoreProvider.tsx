import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useRuntimeConfig, useRuntimeConfigLoaded } from '../config/RuntimeConfigProvider';
import { splitLocalizedPath } from '../i18n/locales';
import { createRootStore, type RootStore } from '../stores';

const StoreContext = createContext<RootStore | null>(null);

function pageLanguage(): string {
  return typeof window === 'undefined' ? 'ru' : splitLocalizedPath(window.location.pathname).language;
}

/** The deployed configuration arrives after start: every request reads the current base URL. */
function browserStore(initialApiBaseUrl: string): { store: RootStore; setApiBaseUrl: (url: string) => void } {
  let apiBaseUrl = initialApiBaseUrl;
  const store = createRootStore({ apiBaseUrl: () => apiBaseUrl, locale: pageLanguage });
  return {
    store,
    setApiBaseUrl: (url) => {
      apiBaseUrl = url;
    },
  };
}

interface StoreProviderProps {
  children: ReactNode;
  /** A ready store (tests); the browser builds its own. */
  store?: RootStore;
}

/**
 * One RootStore for the tab, above every page, so the session survives navigation. The
 * session is restored from the `access_token` cookie once, after mount (static HTML knows no
 * session) and after the deployed runtime configuration arrived (the build default may name
 * another API); screens that need the user show a loading state until it is known.
 */
export function StoreProvider({ children, store: given }: StoreProviderProps) {
  const config = useRuntimeConfig();
  const configLoaded = useRuntimeConfigLoaded();
  const [{ store, setApiBaseUrl }] = useState(() => (given ? { store: given, setApiBaseUrl: () => undefined } : browserStore(config.apiBaseUrl)));
  useEffect(() => {
    setApiBaseUrl(config.apiBaseUrl);
    if (configLoaded) void store.session.restore();
  }, [store, setApiBaseUrl, config.apiBaseUrl, configLoaded]);
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useStores(): RootStore {
  const store = useContext(StoreContext);
  if (store === null) throw new Error('useStores needs a StoreProvider above it');
  return store;
}
