import type { ThemeName } from '@chameleon/ui';
import { ThemeStore, themeStorageKey, type ThemeStorage } from './ThemeStore';

class MemoryStorage implements ThemeStorage {
  readonly data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
}

/** A store over storage that already holds `saved` under the theme key. */
function storeWithSaved(saved: string) {
  const storage = new MemoryStorage();
  storage.setItem(themeStorageKey, saved);
  return new ThemeStore(storage);
}

function subscribed(store: ThemeStore) {
  const listener = jest.fn();
  return { listener, unsubscribe: store.subscribe(listener) };
}

it.each<[string, (store: ThemeStore) => void, ThemeName]>([
  ['starts dark', () => undefined, 'dark'],
  ['toggles from dark to light', (store) => store.toggle(), 'light'],
  ['toggles from light to dark', (store) => (store.setLight(), store.toggle()), 'dark'],
  ['sets a theme directly', (store) => store.set('light'), 'light'],
  ['sets dark explicitly', (store) => (store.setLight(), store.setDark()), 'dark'],
])('%s', (_case, change, theme) => {
  const store = new ThemeStore(new MemoryStorage());
  change(store);
  expect(store.theme).toBe(theme);
});

it('persists every change', () => {
  const storage = new MemoryStorage();
  new ThemeStore(storage).setLight();
  expect(storage.data.get(themeStorageKey)).toBe('light');
});

it.each([
  ['restores the persisted choice', 'light', 'light'],
  ['ignores a persisted value that is not a theme', 'neon', 'dark'],
])('%s (%s -> %s)', (_case, saved, theme) => {
  const store = storeWithSaved(saved);
  store.restore();
  expect(store.theme).toBe(theme);
});

it('still changes when the storage refuses to write', () => {
  const store = new ThemeStore({ getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } });
  store.toggle();
  expect(store.theme).toBe('light');
});

it('tells its subscribers about a change', () => {
  const store = new ThemeStore(new MemoryStorage());
  const { listener } = subscribed(store);
  store.toggle();
  expect(listener).toHaveBeenCalledTimes(1);
  expect(store.getSnapshot()).toBe('light');
});

it('does not disturb its subscribers when the theme stays the same', () => {
  const store = new ThemeStore(new MemoryStorage());
  const { listener } = subscribed(store);
  store.setDark();
  expect(listener).not.toHaveBeenCalled();
});

it('stops telling a subscriber that unsubscribed', () => {
  const store = new ThemeStore(new MemoryStorage());
  const { listener, unsubscribe } = subscribed(store);
  unsubscribe();
  store.toggle();
  expect(listener).not.toHaveBeenCalled();
});

it('tells its subscribers when the persisted choice is restored', () => {
  const store = storeWithSaved('light');
  const { listener } = subscribed(store);
  store.restore();
  expect(listener).toHaveBeenCalledTimes(1);
});
