import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { reaction } from 'mobx';
import { themeAttribute } from '@chameleon/ui';
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
    store.restore();
    return reaction(
      () => store.theme,
      (theme) => document.documentElement.setAttribute(themeAttribute, theme),
      { fireImmediately: true },
    );
  }, [store]);
  return <ThemeContext.Provider value={store}>{children}</ThemeContext.Provider>;
}

export function useThemeStore(): ThemeStore {
  const store = useContext(ThemeContext);
  if (!store) throw new Error('useThemeStore needs a ThemeProvider');
  return store;
}
