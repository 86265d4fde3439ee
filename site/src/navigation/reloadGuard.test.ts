import { forceFullLoad, isChunkLoadError, reloadGuardKey } from './reloadGuard';

const memory = () => {
  const data = new Map<string, string>();
  return { data, getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

it('loads the target and remembers when', () => {
  const storage = memory();
  const assign = jest.fn();
  expect(forceFullLoad('/en/profile/', { storage, now: 1_000_000, assign })).toBe(true);
  expect(assign).toHaveBeenCalledWith('/en/profile/');
  expect(storage.data.get(reloadGuardKey)).toBe('1000000');
});

it('refuses a second forced load within 10 seconds', () => {
  const storage = memory();
  const assign = jest.fn();
  forceFullLoad('/a/', { storage, now: 1_000_000, assign });
  expect(forceFullLoad('/a/', { storage, now: 1_009_999, assign })).toBe(false);
  expect(assign).toHaveBeenCalledTimes(1);
});

it('allows another forced load after 10 seconds', () => {
  const storage = memory();
  const assign = jest.fn();
  forceFullLoad('/a/', { storage, now: 1_000_000, assign });
  expect(forceFullLoad('/a/', { storage, now: 1_010_000, assign })).toBe(true);
});

it('never forces a load without sessionStorage', () => {
  const assign = jest.fn();
  expect(forceFullLoad('/a/', { storage: null, assign })).toBe(false);
  expect(assign).not.toHaveBeenCalled();
});

it('recognises webpack chunk errors', () => {
  const error = Object.assign(new Error('Loading chunk 42 failed.\n(error: https://x/42.js)'), { name: 'ChunkLoadError' });
  expect(isChunkLoadError(error)).toBe(true);
});

it('does not take other errors for chunk errors', () => {
  expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
});
