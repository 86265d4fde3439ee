import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RootStore, ShellState } from '../stores';
import { refused, type Result } from '../stores/result';
import { ACCESS_TOKEN_COOKIE } from '../config/constants';
import { deployedConfig, loadDeployedConfig } from '../config/deployedConfig';
import { splitLocalizedPath } from '../i18n/locales';
import { isAccountPath } from '../guards/sessionRules';
import { readCookie } from './documentCookie';
import { useMounted } from './useMounted';

/** Static HTML, hydration and a first visit: no session known. */
export const signedOutShell: ShellState = { signedIn: false, toastCount: 0 };
const signedInShell: ShellState = { signedIn: true, toastCount: 0 };

/** How the provider gets the tab's RootStore and the facts around it; a test passes its own. */
export interface StoresSource {
  /** Imports the stores' chunk and creates the tab's store (called once; again after a failure). */
  create: () => Promise<RootStore>;
  /** Resolves once the deployed configuration (which names the API) is known. */
  configLoaded: () => Promise<unknown>;
  /** Whether a session cookie exists: not proof of a session, but its absence proves there is none. */
  hasStoredSession: () => boolean;
}

let created: Promise<RootStore> | null = null;

/** The tab's source: the stores (MobX, zod, the contract) are a chunk of their own, in no first load. */
const browserSource: StoresSource = {
  // Once per tab, shared by the early start below and the provider; a failed load is tried again.
  // Named: the account pages preload this chunk group (head/preloads.ts).
  create: () =>
    (created ??= import(/* webpackChunkName: "stores" */ '../stores').then(
      ({ createRootStore }) =>
        createRootStore({
          // Read per request: the deployed configuration arrives after start.
          apiBaseUrl: () => deployedConfig().apiBaseUrl,
          locale: () => splitLocalizedPath(window.location.pathname).language,
        }),
      (error: unknown) => {
        created = null;
        throw error;
      },
    )),
  configLoaded: loadDeployedConfig,
  hasStoredSession: () => readCookie(ACCESS_TOKEN_COOKIE) !== undefined,
};

/**
 * An account section opened with a session cookie asks for the stores' chunk, the configuration
 * and then the main data as the bundle starts (gatsby-browser's onClientEntry), so the user's
 * data is on its way while React hydrates the static frame. The provider's own restore then
 * shares the request in flight (SessionStore's command).
 */
export function startAccountRestore(pathname: string): void {
  if (!browserSource.hasStoredSession() || !isAccountPath(splitLocalizedPath(pathname).originalPath)) return;
  Promise.all([browserSource.create(), loadDeployedConfig()])
    .then(([stores]) => stores.session.restore())
    .catch(() => undefined);
}

interface TabStores {
  /** The tab's store once loaded, `null` before (and on pages that never load it). */
  stores: RootStore | null;
  /** What the header and toaster show, a plain object: no MobX in every page's first load. */
  shell: ShellState;
  /** Loads the stores once for the tab; a failed load is tried again on the next call. */
  load: () => Promise<RootStore>;
  /** Why the last load failed, while no later one succeeded. */
  failure: { error: unknown } | null;
  source: StoresSource;
}

const StoresContext = createContext<TabStores | null>(null);

/**
 * The tab's one RootStore, for every page (Gatsby's root element): loaded after mount when a
 * session cookie says there is a session to restore, or when a page asks (`useTabStores`).
 * Once there it restores the session, after the deployed configuration is known.
 *
 * What it provides changes in transitions only. Any change reaches every part of the page still
 * waiting for its code (the landing's prices): urgent, it would make React drop that part's
 * server HTML for its fallback (React error 421); in a transition, React hydrates it first (so
 * on the landing the signed-in header and the stores wait for the prices' code).
 */
export function StoresProvider({ source = browserSource, loaded = null, children }: { source?: StoresSource; loaded?: RootStore | null; children: ReactNode }) {
  // `loaded`: a test's store, there from the first render.
  const [stores, setStores] = useState<RootStore | null>(loaded);
  // What the stores say of the shell, once they are there.
  const [observedShell, setShell] = useState<ShellState | null>(null);
  // A first render after the page's hydration (an in-app visit, a test) is mounted at once; the
  // page's own hydration learns it in a transition.
  const mounted = useMounted();
  const [hydrated, setHydrated] = useState(mounted);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const loading = useRef<Promise<RootStore> | null>(loaded === null ? null : Promise.resolve(loaded));
  const load = useCallback(() => {
    loading.current ??= source.create().then(
      (created) => {
        startTransition(() => {
          setStores(created);
          setFailure(null);
        });
        return created;
      },
      (error: unknown) => {
        loading.current = null;
        startTransition(() => setFailure({ error }));
        throw error;
      },
    );
    return loading.current;
  }, [source]);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  useEffect(() => {
    if (source.hasStoredSession()) load().catch(() => undefined);
  }, [source, load]);
  useEffect(() => {
    if (stores === null) return undefined;
    void source.configLoaded().then(() => stores.session.restore());
    return stores.observeShell((shell) => startTransition(() => setShell(shell)));
  }, [source, stores]);
  // Before the stores, a session cookie is enough for the header to offer sign-out (after
  // hydration: the static HTML knows no session).
  const shell = (stores !== null ? observedShell : null) ?? (hydrated && source.hasStoredSession() ? signedInShell : signedOutShell);
  const value = useMemo(() => ({ stores, shell, load, failure, source }), [stores, shell, load, failure, source]);
  return <StoresContext.Provider value={value}>{children}</StoresContext.Provider>;
}

/**
 * The one way to the stores. `load: true` is for the auth pages whose screens act through them
 * at once (restore-password, sso, email-change, sign-up-submit): they are loaded once the page is
 * mounted, never while it renders on the server or hydrates. The account sections have them
 * from the provider (a session cookie); sign-in's and sign-up's forms only send, and ask for
 * them on their first focus (`load` as `useForm`'s `prepare`). A failed load is thrown while
 * rendering, so PageErrorBoundary offers the reload, when a session cookie says the page waits
 * for the restore; a visitor's form reports it when sent (`useStoreCommand`).
 */
export function useTabStores({ load = false }: { load?: boolean } = {}): TabStores {
  const tab = useContext(StoresContext);
  if (tab === null) throw new Error('useTabStores: render inside StoresProvider');
  const { load: loadStores } = tab;
  useEffect(() => {
    if (load) loadStores().catch(() => undefined);
  }, [load, loadStores]);
  if (load && tab.failure !== null && tab.source.hasStoredSession()) throw tab.failure.error;
  return tab;
}

/** The stores, for screens rendered only once they are there (the account sections' screens). */
export function useStores(): RootStore {
  const { stores } = useTabStores();
  if (stores === null) throw new Error('useStores: no stores yet (render once they are loaded)');
  return stores;
}

/**
 * Runs a store command that a visitor can start before the stores have arrived (a form sent as
 * soon as the page shows): it waits for them and for the deployed configuration, which names
 * the API. A stores' chunk that cannot be fetched is the command's NETWORK_ERROR, shown at the
 * form like an unreachable server; what was typed stays, and the next try fetches it again.
 */
export function useStoreCommand(): <T>(command: (stores: RootStore) => Promise<Result<T>>) => Promise<Result<T>> {
  const { load, source } = useTabStores();
  return useCallback(
    <T,>(command: (stores: RootStore) => Promise<Result<T>>) =>
      Promise.all([load(), source.configLoaded()]).then(([stores]) => command(stores), () => refused('NETWORK_ERROR')),
    [load, source],
  );
}
