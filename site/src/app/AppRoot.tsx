import type { ReactNode } from 'react';
import { RuntimeConfigProvider } from '../config/RuntimeConfigProvider';
import { ThemeProvider } from '../theme/ThemeProvider';
import { useStartStores } from './useRootStore';

/** What every page shares, for the lifetime of the tab (Gatsby's `wrapRootElement`). */
export function AppRoot({ children }: { children: ReactNode }) {
  useStartStores();
  return (
    <RuntimeConfigProvider>
      <ThemeProvider>{children}</ThemeProvider>
    </RuntimeConfigProvider>
  );
}
