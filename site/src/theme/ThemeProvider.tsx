import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { defaultTheme, themeAttribute, type ThemeName } from '@chameleon/ui';
import { ThemeStore } from '../stores/ThemeStore';

const ThemeContext = createContext<ThemeStore | null>(null);

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * One ThemeStore per app. It starts at the default (what SSR rendered) and takes the stored
 * choice after mount; the head script has already painted that choice, so only the toggle's
 * icon catches up.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new ThemeStore(browserStorage()));
  useEffect(() => {
    // Only a change is written: setting the root's theme attribute restyles the whole document,
    // even to the value it has (the server's default or the head script's stored choice).
    const apply = () => {
      const root = document.documentElement;
      if (root.getAttribute(themeAttribute) !== store.theme) root.setAttribute(themeAttribute, store.theme);
    };
    store.restore();
    apply();
    return store.subscribe(apply);
  }, [store]);
  return <ThemeContext.Provider value={store}>{children}</ThemeContext.Provider>;
}

export function useThemeStore(): ThemeStore {
  const store = useContext(ThemeContext);
  if (!store) throw new Error('useThemeStore needs a ThemeProvider');
  return store;
}

// Static HTML is rendered in the default theme; hydration must see the same.
const serverTheme = (): ThemeName => defaultTheme;

/** The current theme; re-renders the caller when it changes. */
export function useTheme(): ThemeName {
  const store = useThemeStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverTheme);
}
