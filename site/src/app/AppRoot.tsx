import type { ReactNode } from 'react';
import { RuntimeConfigProvider } from '../config/RuntimeConfigProvider';
import { ThemeProvider } from '../theme/ThemeProvider';
import { StoresProvider } from './useRootStore';

/** What every page shares, for the lifetime of the tab (Gatsby's `wrapRootElement`). */
export function AppRoot({ children }: { children: ReactNode }) {
  return (
    <RuntimeConfigProvider>
      <ThemeProvider>
        <StoresProvider>{children}</StoresProvider>
      </ThemeProvider>
    </RuntimeConfigProvider>
  );
}
