import type { ReactNode } from 'react';
import { RuntimeConfigProvider } from '../config/RuntimeConfigProvider';
import { ThemeProvider } from '../theme/ThemeProvider';
import { StoreProvider } from './StoreProvider';

/** What every page shares, for the lifetime of the tab (Gatsby's `wrapRootElement`). */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <RuntimeConfigProvider>
      <ThemeProvider>
        <StoreProvider>{children}</StoreProvider>
      </ThemeProvider>
    </RuntimeConfigProvider>
  );
}
