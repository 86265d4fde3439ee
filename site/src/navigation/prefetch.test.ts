import { schedulePrefetch } from './prefetch';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('prefetches the auth and profile pages of the page language 1 s after start', () => {
  const prefetch = jest.fn();
  schedulePrefetch('de', { prefetch, effectiveType: '4g' });
  jest.advanceTimersByTime(999);
  const early = prefetch.mock.calls.length;
  jest.advanceTimersByTime(1);
  expect({ early, paths: prefetch.mock.calls.map(([path]) => path) }).toEqual({
    early: 0,
    paths: ['/de/auth/sign-in/', '/de/auth/sign-up/', '/de/profile/'],
  });
});

it('uses the unprefixed paths for the default language', () => {
  const prefetch = jest.fn();
  schedulePrefetch('ru', { prefetch });
  jest.advanceTimersByTime(1_000);
  expect(prefetch.mock.calls.map(([path]) => path)).toEqual(['/auth/sign-in/', '/auth/sign-up/', '/profile/']);
});

it('prefetches nothing on a slow-2g connection', () => {
  const prefetch = jest.fn();
  schedulePrefetch('en', { prefetch, effectiveType: 'slow-2g' });
  jest.advanceTimersByTime(10_000);
  expect(prefetch).not.toHaveBeenCalled();
});

it.each(['2g', '3g'])('still prefetches on %s (only slow-2g is skipped)', (effectiveType) => {
  const prefetch = jest.fn();
  schedulePrefetch('en', { prefetch, effectiveType });
  jest.advanceTimersByTime(1_000);
  expect(prefetch).toHaveBeenCalledTimes(3);
});

it('prefetches nothing once cancelled', () => {
  const prefetch = jest.fn();
  schedulePrefetch('en', { prefetch })();
  jest.advanceTimersByTime(1_000);
  expect(prefetch).not.toHaveBeenCalled();
});
