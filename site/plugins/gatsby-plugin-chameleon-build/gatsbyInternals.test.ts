/** @jest-environment node */
// The Gatsby internals this plugin relies on (README.md), asked of the installed Gatsby's own
// code. A Gatsby upgrade that changes one of them fails here, with the name of what changed,
// before a build ships a landing page that loads the stores.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeBuildManifest } from './buildManifest';
import { commonsOfPageComponentsOnly, isPageComponentChunk, type WebpackConfigWithCommons } from './commonsChunk';
import { developmentOnlyBrowserFiles, developmentOnlyBrowserPaths, serviceWorkerRegistration, withoutDevelopmentOnlyBrowserCode } from './developmentOnly';

const site = path.resolve(__dirname, '../..');
// Gatsby's internals, by their place in the installed package (not its public API), loaded
// as Gatsby loads them (Node's own require, not jest's module registry).
const loadFromGatsby = createRequire(createRequire(path.join(site, 'package.json')).resolve('gatsby/package.json'));
const gatsby = <Module,>(file: string) => loadFromGatsby(`./${file}`) as Module;

let publicDir: string;
let workDir: string;
beforeEach(() => {
  workDir = mkdtempSync(path.join(tmpdir(), 'gatsby-internals-'));
  publicDir = path.join(workDir, 'public');
  mkdirSync(publicDir);
});
afterEach(() => rmSync(workDir, { recursive: true, force: true }));

it("finds the compilation hash where Gatsby's app-data writer puts it", async () => {
  const appData = gatsby<{ write(publicDir: string, hash: string): Promise<void> }>('dist/utils/app-data.js');
  await appData.write(publicDir, '4f1c9a2e7d');
  expect(writeBuildManifest(publicDir, '/builds/latest.json')).toEqual({ id: '4f1c9a2e7d' });
});

it("restricts the commons group of Gatsby's production webpack config to chunks Gatsby names as page components", async () => {
  const { store } = gatsby<{ store: { dispatch(action: unknown): void } }>('dist/redux/index.js');
  store.dispatch({ type: 'SET_PROGRAM', payload: { directory: site } });
  store.dispatch({ type: 'SET_SITE_CONFIG', payload: { trailingSlash: 'always', pathPrefix: '', assetPrefix: '' } });
  const createConfig = gatsby<(program: object, directory: string, stage: string, port: number) => Promise<WebpackConfigWithCommons>>('dist/utils/webpack.config.js');
  const config = await createConfig({ directory: site, noUglify: true, extensions: ['.js', '.tsx'] }, site, 'build-javascript', 8000);
  const commons = commonsOfPageComponentsOnly(config).optimization?.splitChunks;
  const chunks = (commons ? commons.cacheGroups?.commons : undefined) as { chunks?: unknown } | undefined;
  expect(chunks?.chunks).toBe(isPageComponentChunk);

  const { generateComponentChunkName } = gatsby<{ generateComponentChunkName(componentPath: string): string }>('dist/utils/js-chunk-names.js');
  expect(isPageComponentChunk({ name: generateComponentChunkName(path.join(site, 'src/pages/index.tsx')) })).toBe(true);
  expect(isPageComponentChunk({ name: 'app' })).toBe(false);
});

describe("Gatsby's development-only browser files", () => {
  it.each(developmentOnlyBrowserFiles)('%s has one hook, which does nothing in a production build', (file) => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      const hooks = gatsby<Record<string, unknown>>(file);
      // A new hook, or one that runs in production, means the file is no longer safe to leave out.
      expect(Object.keys(hooks).filter((key) => key !== '__esModule')).toEqual(['onInitialClientRender']);
      // In node there is no window: a hook that did anything in production would throw here.
      expect((hooks.onInitialClientRender as () => unknown)()).toBeUndefined();
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it("become webpack's empty module when Gatsby's API runner requires them from .cache", () => {
    const fromGatsby = createRequire(loadFromGatsby.resolve('webpack/package.json'));
    const { create } = fromGatsby('enhanced-resolve') as { create: { sync(options: object): (context: string, request: string) => string | false } };
    const { resolve } = withoutDevelopmentOnlyBrowserCode({ resolve: { alias: { keep: '/somewhere' } } }, site, { serviceWorker: true });
    const resolveModule = create.sync({ alias: resolve.alias, extensions: ['.js'] });
    const cache = path.join(site, '.cache');
    for (const file of developmentOnlyBrowserPaths(site)) {
      // api-runner-browser-plugins.js requires each plugin by a path relative to .cache.
      expect(resolveModule(cache, `./${path.relative(cache, file)}`)).toBe(false);
    }
    expect(resolveModule(cache, path.relative(cache, loadFromGatsby.resolve('./cache-dir/loader.js')).replace(/^(?!\.)/, './'))).not.toBe(false);
    expect(resolve.alias).toMatchObject({ keep: '/somewhere' });
  });
});

describe("Gatsby's service worker registration", () => {
  it('is required by production-app only when a plugin asks for a service worker', () => {
    const productionApp = readFileSync(loadFromGatsby.resolve('./cache-dir/production-app.js'), 'utf8');
    const requires = productionApp.match(/require\(`\.\/register-service-worker`\)/g) ?? [];
    expect(requires).toHaveLength(1);
    expect(productionApp).toMatch(/if \(apiRunner\(`registerServiceWorker`\)\.filter\(Boolean\)\.length > 0\) \{\s*require\(`\.\/register-service-worker`\)/);
  });

  it("becomes webpack's empty module unless a plugin registers a service worker", () => {
    const cache = path.join(site, '.cache');
    const resolved = (serviceWorker: boolean) => {
      const { resolve } = withoutDevelopmentOnlyBrowserCode({ resolve: { alias: {} } }, site, { serviceWorker });
      return (resolve.alias as Record<string, unknown>)[path.join(cache, serviceWorkerRegistration)];
    };
    expect(resolved(false)).toBe(false);
    expect(resolved(true)).toBeUndefined();
  });
});
