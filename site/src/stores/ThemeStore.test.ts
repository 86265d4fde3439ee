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

it('starts dark', () => {
  expect(new ThemeStore(new MemoryStorage()).theme).toBe('dark');
});

it('toggles from dark to light', () => {
  const store = new ThemeStore(new MemoryStorage());
  store.toggle();
  expect(store.theme).toBe('light');
});

it('toggles from light to dark', () => {
  const store = new ThemeStore(new MemoryStorage());
  store.setLight();
  store.toggle();
  expect(store.theme).toBe('dark');
});

it('sets a theme directly', () => {
  const store = new ThemeStore(new MemoryStorage());
  store.set('light');
  expect(store.theme).toBe('light');
});

it('sets dark explicitly', () => {
  const store = new ThemeStore(new MemoryStorage());
  store.setLight();
  store.setDark();
  expect(store.theme).toBe('dark');
});

it('persists every change', () => {
  const storage = new MemoryStorage();
  new ThemeStore(storage).setLight();
  expect(storage.data.get(themeStorageKey)).toBe('light');
});

it('restores the persisted choice', () => {
  const storage = new MemoryStorage();
  storage.setItem(themeStorageKey, 'light');
  const store = new ThemeStore(storage);
  store.restore();
  expect(store.theme).toBe('light');
});

it('ignores a persisted value that is not a theme', () => {
  const storage = new MemoryStorage();
  storage.setItem(themeStorageKey, 'neon');
  const store = new ThemeStore(storage);
  store.restore();
  expect(store.theme).toBe('dark');
});

it('still changes when the storage refuses to write', () => {
  const store = new ThemeStore({ getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } });
  store.toggle();
  expect(store.theme).toBe('light');
});

it('tells its subscribers about a change', () => {
  const store = new ThemeStore(new MemoryStorage());
  const listener = jest.fn();
  store.subscribe(listener);
  store.toggle();
  expect(listener).toHaveBeenCalledTimes(1);
  expect(store.getSnapshot()).toBe('light');
});

it('does not disturb its subscribers when the theme stays the same', () => {
  const store = new ThemeStore(new MemoryStorage());
  const listener = jest.fn();
  store.subscribe(listener);
  store.setDark();
  expect(listener).not.toHaveBeenCalled();
});

it('stops telling a subscriber that unsubscribed', () => {
  const store = new ThemeStore(new MemoryStorage());
  const listener = jest.fn();
  store.subscribe(listener)();
  store.toggle();
  expect(listener).not.toHaveBeenCalled();
});

it('tells its subscribers when the persisted choice is restored', () => {
  const storage = new MemoryStorage();
  storage.setItem(themeStorageKey, 'light');
  const store = new ThemeStore(storage);
  const listener = jest.fn();
  store.subscribe(listener);
  store.restore();
  expect(listener).toHaveBeenCalledTimes(1);
});
