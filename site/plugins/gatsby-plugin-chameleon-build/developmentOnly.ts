import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Browser files of Gatsby's own internal plugins that do nothing in a production build but
 * still weigh in its first load. Gatsby lists every plugin's `gatsby-browser` in the app chunk
 * with a CommonJS `require`, which webpack cannot shake.
 *
 * - `partytown/gatsby-browser.js`: its one hook, `onInitialClientRender`, returns at once
 *   unless `NODE_ENV` is `development` (it re-injects off-main-thread scripts under
 *   `gatsby develop`), yet it requires gatsby-script and Partytown's snippet at its top: about
 *   2.9 KB gzip on every page. The site has no off-main-thread `<Script>` (none at all).
 */
export const developmentOnlyBrowserFiles = ['dist/internal-plugins/partytown/gatsby-browser.js'] as const;

/** Absolute paths of those files in the Gatsby the site at `siteDirectory` builds with. */
export function developmentOnlyBrowserPaths(siteDirectory: string): string[] {
  const gatsbyDir = path.dirname(createRequire(path.join(siteDirectory, 'package.json')).resolve('gatsby/package.json'));
  return developmentOnlyBrowserFiles.map((file) => path.join(gatsbyDir, file));
}

/**
 * `.cache/register-service-worker.js`: Gatsby's `production-app.js` requires it only when a
 * plugin's `registerServiceWorker` hook returns true, yet webpack bundles it either way (a
 * CommonJS `require` inside an `if`): about 0.5 KB gzip on every page of a site without one.
 */
export const serviceWorkerRegistration = 'register-service-worker.js';

/**
 * The production bundle's webpack aliases: each development-only file becomes webpack's empty
 * module (`false`), so Gatsby's API runner finds no hook in it and skips it; so does the
 * service worker's registration while no plugin registers one (`serviceWorker: false`).
 */
export function withoutDevelopmentOnlyBrowserCode<Config extends { resolve?: { alias?: unknown } }>(config: Config, siteDirectory: string, { serviceWorker }: { serviceWorker: boolean }): Config {
  const alias = (config.resolve?.alias ?? {}) as Record<string, string | false | string[]>;
  if (Array.isArray(alias)) throw new Error('gatsby-plugin-chameleon-build: expected webpack resolve.alias as an object');
  for (const file of developmentOnlyBrowserPaths(siteDirectory)) alias[file] = false;
  if (!serviceWorker) alias[path.join(siteDirectory, '.cache', serviceWorkerRegistration)] = false;
  return { ...config, resolve: { ...config.resolve, alias } };
}
