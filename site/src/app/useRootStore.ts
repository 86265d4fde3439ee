import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import type { RootStore, ShellState } from '../stores';
import { rootStoreSource, signedOutShell, type RootStoreSource } from './rootStoreSource';

/** Which source the hooks read: the tab's, or a test's own (a fake transport behind it). */
export const RootStoreSourceContext = createContext<RootStoreSource>(rootStoreSource);

/** Starts the source once the app is mounted (Gatsby's root element, for every page). */
export function useStartStores(): void {
  const source = useContext(RootStoreSourceContext);
  useEffect(() => source.start(), [source]);
}

/** The stores once loaded, `null` before (and on pages that never load them). */
export function useOptionalStores(): RootStore | null {
  const source = useContext(RootStoreSourceContext);
  return useSyncExternalStore(source.subscribe, source.getSnapshot, source.getSnapshot);
}

/**
 * The stores, for screens rendered once they are there: the auth pages bring them with their
 * chunk (`app/pageStores`), the account app renders its router only after they arrived.
 */
export function useStores(): RootStore {
  const store = useOptionalStores();
  if (store === null) throw new Error('useStores: no stores yet (import app/pageStores, or render once they are loaded)');
  return store;
}

// Static HTML and hydration know no session: the header says "Sign in" until it is restored.
const serverShell = (): ShellState => signedOutShell;

/** What every page shows of the stores (header, toaster), without observing them. */
export function useShell(): ShellState {
  const source = useContext(RootStoreSourceContext);
  return useSyncExternalStore(source.subscribe, source.getShell, serverShell);
}
