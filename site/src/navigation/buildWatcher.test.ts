import { checkForNewBuild } from './buildWatcher';

const appData = (hash: unknown) => async () => ({ ok: true, json: async () => ({ webpackCompilationHash: hash }) });

beforeEach(() => {
  window.___webpackCompilationHash = 'aaa';
  delete window.___swUpdated;
});

it('marks the app as outdated when the deployed build differs', async () => {
  await expect(checkForNewBuild(appData('bbb'))).resolves.toBe(true);
  expect(window.___swUpdated).toBe(true);
});

it('leaves navigation in-app while the build is the same', async () => {
  await expect(checkForNewBuild(appData('aaa'))).resolves.toBe(false);
  expect(window.___swUpdated).toBeUndefined();
});

it('asks past every cache', async () => {
  const fetchImpl = jest.fn(appData('aaa'));
  await checkForNewBuild(fetchImpl, 123);
  expect(fetchImpl).toHaveBeenCalledWith('/page-data/app-data.json?t=123', { cache: 'no-store' });
});

it('ignores a failed check', async () => {
  await expect(checkForNewBuild(async () => { throw new TypeError('Failed to fetch'); })).resolves.toBe(false);
  expect(window.___swUpdated).toBeUndefined();
});
