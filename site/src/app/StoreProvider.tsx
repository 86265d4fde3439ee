import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useRuntimeConfig } from '../config/RuntimeConfigProvider';
import { splitLocalizedPath } from '../i18n/locales';
import { createRootStore, type RootStore } from '../stores/RootStore';
import { RootStoreProvider } from '../stores/RootStoreContext';

function pageLanguage(): string {
  return typeof window === 'undefined' ? 'ru' : splitLocalizedPath(window.location.pathname).language;
}

/**
 * One RootStore for the tab, above every page, so the session survives navigation. The
 * session is restored from the `access_token` cookie once, after mount (static HTML knows no
 * session); screens that need the user show a loading state until it is known.
 */
export function StoreProvider({ children, store: given }: { children: ReactNode; store?: RootStore }) {
  const config = useRuntimeConfig();
  // The deployed configuration arrives after start; every request reads the current value.
  const apiBaseUrl = useRef(config.apiBaseUrl);
  useEffect(() => {
    apiBaseUrl.current = config.apiBaseUrl;
  }, [config.apiBaseUrl]);
  const [store] = useState(() => given ?? createRootStore({ apiBaseUrl: () => apiBaseUrl.current, locale: pageLanguage }));
  useEffect(() => {
    void store.session.restore();
  }, [store]);
  return <RootStoreProvider store={store}>{children}</RootStoreProvider>;
}
