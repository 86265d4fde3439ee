import type { BrowserRootStoreOptions, RootStore, ShellState } from '../stores';
import { ACCESS_TOKEN_COOKIE } from '../config/constants';
import { deployedConfig, loadDeployedConfig } from '../config/deployedConfig';
import { splitLocalizedPath } from '../i18n/locales';
import { readCookie } from './documentCookie';

/** What the stores' chunk hands over (`../stores`, or a test's stand-in). */
export type StoresModule = { createRootStore: (options: BrowserRootStoreOptions) => RootStore };

/** Static HTML, hydration and a first visit: no session known. */
export const signedOutShell: ShellState = { signedIn: false, toastCount: 0 };

/**
 * The tab's one RootStore as an external store (read with `useSyncExternalStore`, as the theme
 * is): `null` until the stores are loaded, then the same store for the life of the tab, so the
 * session survives navigation. This module is in every page's first load; the stores (MobX,
 * zod, the contract) are not.
 */
export interface RootStoreSource {
  getSnapshot(): RootStore | null;
  /** The header's and the toaster's view of the store, a plain object: no MobX on their side. */
  getShell(): ShellState;
  subscribe(listener: () => void): () => void;
  /** Imports the stores once and creates the tab's store. */
  load(): Promise<RootStore>;
  /**
   * The stores once the deployed configuration is known too: for a command, which a visitor can
   * send before either has arrived, and which would otherwise go to the build's default API.
   */
  loadConfigured(): Promise<RootStore>;
  /**
   * Imports the stores without creating the tab's store: for the pages whose screens act through
   * them (`preparePageStores`), which render and hydrate without a store. Their chunk then
   * arrives and is evaluated in a task of its own instead of in the page's, and `load` after
   * mount finds it there. A failed import is tried again by `load`.
   */
  prepare(): void;
  /**
   * Creates the tab's store from stores already imported (the last step of `load`; a test hands
   * over its own), unless it exists: the same store for the life of the tab.
   */
  adopt(stores: StoresModule): RootStore;
  /** Whether a session cookie exists: without one there is no session, whatever the stores say. */
  hasStoredSession(): boolean;
  /**
   * Once the app is mounted (never during SSR or hydration): loads the stores if a session
   * cookie says there is a session to restore (the shell says signed in from then on), and
   * restores it once the deployed configuration is known (it may name another API than the
   * build's default).
   */
  start(): void;
}

export interface RootStoreSourceOptions {
  importStores: () => Promise<StoresModule>;
  /** Resolves once the deployed runtime configuration is known. */
  configLoaded: () => Promise<unknown>;
  /** Whether a session cookie exists: not proof of a session, but its absence proves there is none. */
  hasStoredSession: () => boolean;
  /** How the store reaches the API and which language it sends. */
  storeOptions: BrowserRootStoreOptions;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function createRootStoreSource({ importStores, configLoaded, hasStoredSession, storeOptions }: RootStoreSourceOptions): RootStoreSource {
  let store: RootStore | null = null;
  let shell = signedOutShell;
  let loading: Promise<RootStore> | null = null;
  let imported: Promise<StoresModule> | null = null;
  let started = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const begin = (tab: RootStore) => {
    tab.observeShell((next) => {
      shell = next;
      notify();
    });
    void configLoaded().then(() => tab.session.restore());
  };

  const adopt = (stores: StoresModule): RootStore => {
    if (store !== null) return store;
    const created = stores.createRootStore(storeOptions);
    store = created;
    if (started) begin(created);
    notify();
    return created;
  };

  const importOnce = (): Promise<StoresModule> => {
    if (imported === null) {
      const attempt = importStores();
      imported = attempt;
      attempt.catch(() => {
        if (imported === attempt) imported = null;
      });
    }
    return imported;
  };

  const load = (): Promise<RootStore> => {
    if (store !== null) return Promise.resolve(store);
    loading ??= importOnce()
      // A task of its own for creating the store (MobX makes each store observable, and every
      // subscriber re-renders): evaluating the stores' chunk already fills the task it arrived in.
      .then((stores) => nextTask().then(() => adopt(stores)))
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
    return loading;
  };

  return {
    getSnapshot: () => store,
    getShell: () => shell,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    load,
    loadConfigured: () => Promise.all([load(), configLoaded()]).then(([tab]) => tab),
    hasStoredSession,
    prepare() {
      if (store !== null) return;
      importOnce().catch(() => undefined);
    },
    adopt,
    start() {
      if (started) return;
      started = true;
      if (store !== null) begin(store);
      else if (hasStoredSession()) {
        // The header offers sign-out from now on, not once the stores have loaded.
        shell = { ...shell, signedIn: true };
        notify();
        void load();
      }
    },
  };
}

function pageLanguage(): string {
  return typeof window === 'undefined' ? 'ru' : splitLocalizedPath(window.location.pathname).language;
}

/** The tab's source. Server renders never create a store: pages load it after mount. */
export const rootStoreSource = createRootStoreSource({
  // Named: the size budget counts this chunk group in the account page's first load.
  importStores: () => import(/* webpackChunkName: "stores" */ '../stores'),
  configLoaded: loadDeployedConfig,
  hasStoredSession: () => readCookie(ACCESS_TOKEN_COOKIE) !== undefined,
  storeOptions: {
    // Read per request: the deployed configuration arrives after start.
    apiBaseUrl: () => deployedConfig().apiBaseUrl,
    locale: pageLanguage,
  },
});
