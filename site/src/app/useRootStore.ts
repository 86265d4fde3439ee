import { createContext, useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { RootStore, ShellState } from '../stores';
import { refused, type Result } from '../stores/result';
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
 * The stores, for screens rendered only once they are there: the account app's sections (its
 * router renders after they arrived) and what the auth pages show a signed-in user.
 */
export function useStores(): RootStore {
  const store = useOptionalStores();
  if (store === null) throw new Error('useStores: no stores yet (render once they are loaded, or read useOptionalStores)');
  return store;
}

/**
 * For the component of a page whose screens act through the stores (its chunk called
 * `preparePageStores`): loads them once the page is mounted, never while it renders on the
 * server or hydrates, which show the page without them. `load: false` leaves them alone (a
 * visitor the page sends away at once). The stores, `null` until they are there.
 *
 * A failed load is thrown while rendering, so PageErrorBoundary offers the reload (as for a
 * page chunk that failed), when a session cookie says the page is waiting for them to restore
 * the session: it shows nothing of its own meanwhile. A visitor's form does not wait for them,
 * so it stays as typed: the command sent with it reports the failure (`useStoreCommand`).
 */
export function usePageStores(load = true): RootStore | null {
  const source = useContext(RootStoreSourceContext);
  const stores = useOptionalStores();
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (!load) return;
    // Read when the load starts: a cookie that goes meanwhile (a sign-out in another tab) must
    // not leave a page that was waiting for the restore waiting for good.
    const waitsForRestore = source.hasStoredSession();
    source.load().catch((error: unknown) => {
      if (waitsForRestore) setFailed({ error });
    });
  }, [source, load]);
  if (failed !== null) throw failed.error;
  return stores;
}

/**
 * Runs a store command that a visitor can start before the stores have arrived (a form sent as
 * soon as the page shows): it waits for them, and for the deployed configuration, which names
 * the API to send it to. A stores' chunk that cannot be fetched is the
 * command's NETWORK_ERROR, shown at the form like an unreachable server; what was typed stays,
 * and the next try fetches the chunk again.
 */
export function useStoreCommand(): <T>(command: (stores: RootStore) => Promise<Result<T>>) => Promise<Result<T>> {
  const source = useContext(RootStoreSourceContext);
  return useCallback(
    <T,>(command: (stores: RootStore) => Promise<Result<T>>) => source.loadConfigured().then(command, () => refused('NETWORK_ERROR')),
    [source],
  );
}

// Static HTML and hydration know no session: the header says "Sign in" until it is restored.
const serverShell = (): ShellState => signedOutShell;

/** What every page shows of the stores (header, toaster), without observing them. */
export function useShell(): ShellState {
  const source = useContext(RootStoreSourceContext);
  return useSyncExternalStore(source.subscribe, source.getShell, serverShell);
}
