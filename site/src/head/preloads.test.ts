import { accountChunkGroups, accountPreloads, bundlePreloads, chunkGroupScripts, pageDataUrl } from './preloads';

const stats = {
  namedChunkGroups: {
    app: { assets: ['webpack-runtime-0.js', { name: 'styles.css' }, 'app-0.js'] },
    'component---src-templates-account-section-tsx': { assets: [{ name: 'styles.css' }, { name: 'shared-1.js' }, { name: 'component---src-templates-account-section-tsx-1.js' }] },
    stores: { assets: [{ name: 'shared-1.js' }, { name: 'stores-2.js' }] },
    'runtime-config': { assets: ['runtime-config-3.js'] },
  },
};

it("lists Gatsby's runtime and app bundle first, then the account page's, the stores' and the configuration loader's scripts, once each, without styles", () => {
  expect(chunkGroupScripts(stats, accountChunkGroups)).toEqual(['/webpack-runtime-0.js', '/app-0.js', '/shared-1.js', '/component---src-templates-account-section-tsx-1.js', '/stores-2.js', '/runtime-config-3.js']);
});

it('fails the build when a chunk group it preloads is gone (a renamed template or chunk)', () => {
  const { stores: _stores, ...withoutStores } = stats.namedChunkGroups;
  expect(() => chunkGroupScripts({ namedChunkGroups: withoutStores }, accountChunkGroups)).toThrow(/stores/);
});

it("names each page's Gatsby page data", () => {
  expect(pageDataUrl('/profile/')).toBe('/page-data/profile/page-data.json');
  expect(pageDataUrl('/en/profile/settings/')).toBe('/page-data/en/profile/settings/page-data.json');
});

it('preloads the scripts at the low priority of an async script, and the data as the loader fetches it', () => {
  expect(accountPreloads('/en/profile/', ['/app-0.js', '/stores-2.js'])).toEqual([
    { href: '/app-0.js', as: 'script', fetchpriority: 'low' },
    { href: '/stores-2.js', as: 'script', fetchpriority: 'low' },
    { href: '/page-data/app-data.json', as: 'fetch', crossOrigin: 'anonymous' },
    { href: '/runtime-config.json', as: 'fetch', crossOrigin: 'anonymous' },
    { href: '/page-data/en/profile/page-data.json', as: 'fetch', crossOrigin: 'anonymous' },
  ]);
});

it("preloads every other page's runtime and app bundle alone, at low priority", () => {
  expect(chunkGroupScripts(stats, ['app'])).toEqual(['/webpack-runtime-0.js', '/app-0.js']);
  expect(bundlePreloads(['/webpack-runtime-0.js', '/app-0.js'])).toEqual([
    { href: '/webpack-runtime-0.js', as: 'script', fetchpriority: 'low' },
    { href: '/app-0.js', as: 'script', fetchpriority: 'low' },
  ]);
});
