import { createTestStore } from '../screens/testing/fakeApi';
import type * as RegistryModule from './tabStoreRegistry';

type Registry = typeof RegistryModule;

/** A fresh module per test: the registry holds the tab's one store. */
function freshRegistry(): Registry {
  let registry: Registry | undefined;
  jest.isolateModules(() => {
    registry = jest.requireActual<Registry>('./tabStoreRegistry');
  });
  return registry as Registry;
}

const flushMicrotasks = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('hasStoredSession', () => {
  const { hasStoredSession } = freshRegistry();

  it('finds the session cookie among others', () => {
    expect(hasStoredSession('lang=en; access_token=abc123; other=1')).toBe(true);
  });

  it('finds nothing without cookies', () => {
    expect(hasStoredSession('')).toBe(false);
  });

  it('ignores an emptied session cookie', () => {
    expect(hasStoredSession('access_token=; lang=de')).toBe(false);
  });

  it('ignores a cookie whose name only ends like the session cookie', () => {
    expect(hasStoredSession('old_access_token=abc')).toBe(false);
  });

  it('reads the document cookies by default', () => {
    document.cookie = 'access_token=from-document; path=/';
    expect(hasStoredSession()).toBe(true);
    document.cookie = 'access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    expect(hasStoredSession()).toBe(false);
  });
});

describe('whenTabStore', () => {
  it('hands over a store created later, after the creator finished rendering', async () => {
    const { announceTabStore, whenTabStore } = freshRegistry();
    const listener = jest.fn();
    whenTabStore(listener);
    const { store } = createTestStore();
    announceTabStore(store);
    expect(listener).not.toHaveBeenCalled();
    await flushMicrotasks();
    expect(listener).toHaveBeenCalledWith(store);
  });

  it('hands over a store that already exists at once', () => {
    const { announceTabStore, whenTabStore } = freshRegistry();
    const { store } = createTestStore();
    announceTabStore(store);
    const listener = jest.fn();
    whenTabStore(listener);
    expect(listener).toHaveBeenCalledWith(store);
  });

  it('forgets a listener that left before the store came', async () => {
    const { announceTabStore, whenTabStore } = freshRegistry();
    const listener = jest.fn();
    whenTabStore(listener)();
    announceTabStore(createTestStore().store);
    await flushMicrotasks();
    expect(listener).not.toHaveBeenCalled();
  });
});

it('keeps the API base URL the deployed configuration named', () => {
  const { setTabApiBaseUrl, tabApiBaseUrl } = freshRegistry();
  setTabApiBaseUrl('https://api.example.test/api');
  expect(tabApiBaseUrl()).toBe('https://api.example.test/api');
});
