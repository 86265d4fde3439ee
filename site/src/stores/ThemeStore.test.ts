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

it('toggles from an unexpected value to dark', () => {
  const store = new ThemeStore(new MemoryStorage());
  (store as { theme: string }).theme = 'sepia';
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
