import { checkForNewBuild } from './buildWatcher';

const manifest = (body: unknown) => async () => ({ ok: true, json: async () => body });

beforeEach(() => {
  window.___webpackCompilationHash = 'aaa';
  delete window.___swUpdated;
});

it('marks the app as outdated when the deployed build differs', async () => {
  await expect(checkForNewBuild(manifest({ id: 'bbb' }))).resolves.toBe(true);
  expect(window.___swUpdated).toBe(true);
});

it('leaves navigation in-app while the build is the same', async () => {
  await expect(checkForNewBuild(manifest({ id: 'aaa' }))).resolves.toBe(false);
  expect(window.___swUpdated).toBeUndefined();
});

it('asks builds/latest.json with a timestamp, past every cache', async () => {
  const fetchImpl = jest.fn(manifest({ id: 'aaa' }));
  await checkForNewBuild(fetchImpl, 123);
  expect(fetchImpl).toHaveBeenCalledWith('/builds/latest.json?t=123', { cache: 'no-store' });
});

it.each([
  ['no id', {}],
  ['an empty id', { id: '' }],
  ['an id that is not text', { id: 42 }],
  ["Gatsby's app-data instead of the manifest", { webpackCompilationHash: 'bbb' }],
])('ignores a manifest with %s', async (_name, body) => {
  await expect(checkForNewBuild(manifest(body))).resolves.toBe(false);
  expect(window.___swUpdated).toBeUndefined();
});

it('ignores a missing manifest', async () => {
  await expect(checkForNewBuild(async () => ({ ok: false, json: async () => ({}) }))).resolves.toBe(false);
  expect(window.___swUpdated).toBeUndefined();
});

it('ignores a failed check', async () => {
  await expect(checkForNewBuild(async () => { throw new TypeError('Failed to fetch'); })).resolves.toBe(false);
  expect(window.___swUpdated).toBeUndefined();
});
