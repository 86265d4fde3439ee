import { act, render, screen, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { defaultRuntimeConfig } from '../config/defaults';
import { createTestStore } from '../screens/testing/fakeApi';
import { mainData } from '../screens/testing/fixtures';
import type { RootStore } from '../stores';
import type * as SourceModule from './rootStoreSource';
import { createRootStoreSource, type RootStoreSource } from './rootStoreSource';
import { RootStoreSourceContext, useOptionalStores, useShell, useStores } from './useRootStore';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A source over `store`, with the configuration and the session cookie under the test's control. */
function sourceOver(store: RootStore, { session = true } = {}) {
  const config = deferred();
  const importStores = jest.fn(() => Promise.resolve({ createRootStore: () => store }));
  const source = createRootStoreSource({
    importStores,
    configLoaded: () => config.promise,
    hasStoredSession: () => session,
    storeOptions: { apiBaseUrl: () => '/api', locale: () => 'en' },
  });
  return { source, importStores, configLoaded: config.resolve, configKnown: config.promise };
}

const signedInStore = () => createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });

describe('loading the stores', () => {
  it('loads nothing on a first visit: no session cookie, no page that needs the stores', () => {
    const { source, importStores } = sourceOver(signedInStore().store, { session: false });
    source.start();
    expect(importStores).not.toHaveBeenCalled();
    expect(source.getSnapshot()).toBeNull();
  });

  it('loads the stores once a session cookie says there is a session, and tells subscribers', async () => {
    const { store } = signedInStore();
    const { source, importStores } = sourceOver(store);
    const listener = jest.fn();
    source.subscribe(listener);
    source.start();
    await expect(source.load()).resolves.toBe(store);
    expect(source.getSnapshot()).toBe(store);
    expect(listener).toHaveBeenCalled();
    expect(importStores).toHaveBeenCalledTimes(1);
  });

  it('keeps the store a page chunk brought: loading later imports nothing', async () => {
    const { store } = signedInStore();
    const { source, importStores } = sourceOver(store);
    expect(source.adopt({ createRootStore: () => store })).toBe(store);
    expect(source.adopt({ createRootStore: () => createTestStore().store })).toBe(store);
    await expect(source.load()).resolves.toBe(store);
    expect(importStores).not.toHaveBeenCalled();
  });

  it('imports the stores for a page early without creating the store, which loading after mount then adopts', async () => {
    const { store } = signedInStore();
    const { source, importStores } = sourceOver(store);
    const listener = jest.fn();
    source.subscribe(listener);
    source.prepare();
    source.prepare();
    await Promise.resolve();
    // Nothing for a hydrating page to re-render: no store yet, no subscriber told.
    expect(source.getSnapshot()).toBeNull();
    expect(listener).not.toHaveBeenCalled();
    await expect(source.load()).resolves.toBe(store);
    expect(listener).toHaveBeenCalled();
    expect(importStores).toHaveBeenCalledTimes(1);
  });

  it('creates the store in a task after the one that evaluated the stores', async () => {
    jest.useFakeTimers();
    try {
      const { store } = signedInStore();
      const { source } = sourceOver(store);
      const loaded = source.load();
      // Every microtask of the import's task has run: still no store.
      for (let i = 0; i < 10; i += 1) await Promise.resolve();
      expect(source.getSnapshot()).toBeNull();
      jest.runAllTimers();
      await expect(loaded).resolves.toBe(store);
    } finally {
      jest.useRealTimers();
    }
  });

  it('tries a failed import again: an early one when loading, a failed load on the next', async () => {
    const { store } = signedInStore();
    const { source, importStores } = sourceOver(store);
    const chunkFailed = new Error('Loading chunk stores failed');
    importStores.mockImplementationOnce(() => Promise.reject(chunkFailed)).mockImplementationOnce(() => Promise.reject(chunkFailed));
    source.prepare();
    await Promise.resolve();
    // The early import failed (a dropped connection): loading asks again, and fails too.
    await expect(source.load()).rejects.toBe(chunkFailed);
    expect(importStores).toHaveBeenCalledTimes(2);
    await expect(source.load()).resolves.toBe(store);
    expect(importStores).toHaveBeenCalledTimes(3);
  });

  it('tries again after creating the store failed', async () => {
    const { store } = signedInStore();
    const { source, importStores } = sourceOver(store);
    const createRootStore = jest
      .fn(() => store)
      .mockImplementationOnce(() => {
        throw new Error('A store could not be built');
      });
    importStores.mockImplementation(() => Promise.resolve({ createRootStore }));
    await expect(source.load()).rejects.toThrow('A store could not be built');
    await expect(source.load()).resolves.toBe(store);
  });

  it('forgets a subscriber that left', () => {
    const { store } = signedInStore();
    const { source } = sourceOver(store);
    const listener = jest.fn();
    source.subscribe(listener)();
    source.adopt({ createRootStore: () => store });
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('restoring the session', () => {
  it('waits for the deployed configuration (it may name another API)', async () => {
    const { store, calls } = signedInStore();
    const { source, configLoaded } = sourceOver(store);
    source.adopt({ createRootStore: () => store });
    source.start();
    expect(store.session.mainDataStatus).toBe('idle');
    expect(calls).toHaveLength(0);
    configLoaded();
    await act(() => store.session.restore());
    expect(calls.map((call) => call.endpoint)).toEqual(['frontendData']);
    expect(store.session.user?.login).toBe('demo');
  });

  it('does not restore before the app is mounted (static HTML and hydration render no session)', async () => {
    const { store, calls } = signedInStore();
    const { source, configLoaded, configKnown } = sourceOver(store);
    source.adopt({ createRootStore: () => store });
    configLoaded();
    // Whatever the source chained on the configuration has run by now (reactions run in order).
    await configKnown;
    expect(store.session.mainDataStatus).toBe('idle');
    expect(calls).toHaveLength(0);
    source.start();
    await configKnown;
    expect(store.session.mainDataStatus).toBe('loading');
  });
});

const Login = observer(function Login() {
  return <p>{useStores().session.user?.login ?? 'nobody'}</p>;
});

function ShellView() {
  const { signedIn, toastCount } = useShell();
  const loaded = useOptionalStores() === null ? 'no stores' : 'stores loaded';
  return <p>{`${loaded}, ${signedIn ? 'signed in' : 'signed out'}, ${toastCount} toast(s)`}</p>;
}

function renderWith(source: RootStoreSource, ui: JSX.Element) {
  return render(<RootStoreSourceContext.Provider value={source}>{ui}</RootStoreSourceContext.Provider>);
}

describe('reading it from components', () => {
  it('shows the session and waiting toasts through the shell selector', async () => {
    const { store } = signedInStore();
    const { source, configLoaded } = sourceOver(store);
    renderWith(source, <ShellView />);
    expect(screen.getByText('no stores, signed out, 0 toast(s)')).toBeInTheDocument();
    // The session cookie is enough for the header: signed in before the stores arrive.
    act(() => source.start());
    expect(screen.getByText('no stores, signed in, 0 toast(s)')).toBeInTheDocument();
    expect(await screen.findByText('stores loaded, signed in, 0 toast(s)')).toBeInTheDocument();
    configLoaded();
    expect(await screen.findByText('stores loaded, signed in, 0 toast(s)')).toBeInTheDocument();
    act(() => {
      store.notifications.notify({ type: 'error', title: 'error.title' });
    });
    expect(screen.getByText('stores loaded, signed in, 1 toast(s)')).toBeInTheDocument();
  });

  it('renders screens of a page that brought the stores, and refuses one that did not', async () => {
    const { store } = signedInStore();
    const { source, configLoaded } = sourceOver(store);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWith(source, <Login />)).toThrow(/useStores: no stores yet/);
    source.adopt({ createRootStore: () => store });
    renderWith(source, <Login />);
    expect(screen.getByText('nobody')).toBeInTheDocument();
    source.start();
    configLoaded();
    expect(await screen.findByText('demo')).toBeInTheDocument();
  });
});

describe("the tab's source", () => {
  const deployedApi = 'https://api.example.test/api';
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn((url: string) =>
      Promise.resolve(
        url === '/runtime-config.json'
          ? { ok: true, status: 200, json: async () => ({ ...defaultRuntimeConfig, apiBaseUrl: deployedApi }) }
          : { ok: false, status: 401, headers: new Headers(), text: async () => '{"status":false,"message":"UNAUTHORIZED"}' },
      ),
    );
    global.fetch = fetchMock;
    document.cookie = 'access_token=token-from-an-earlier-visit; path=/';
  });
  afterEach(() => {
    document.cookie = 'access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('sends the restore to the API the deployed runtime configuration names', async () => {
    let source: RootStoreSource | undefined;
    jest.isolateModules(() => {
      source = jest.requireActual<typeof SourceModule>('./rootStoreSource').rootStoreSource;
    });
    const tab = source as RootStoreSource;
    tab.start();
    expect(tab.getShell().signedIn).toBe(true);
    const urls = () => fetchMock.mock.calls.map(([url]) => url as string);
    await waitFor(() => expect(urls()).toContain(`${deployedApi}/v2/web/frontend/data`));
    expect(urls()).toEqual(['/runtime-config.json', `${deployedApi}/v2/web/frontend/data`]);
    // The API refused the stored token: the header goes back to "Sign in".
    await waitFor(() => expect(tab.getShell().signedIn).toBe(false));
  });
});
