import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { languages, localizedPath } from './src/i18n/locales';
import { redirects } from './src/navigation/redirects';
import { paintFirstBuild } from './src/navigation/paintFirst';
import { writeBuildManifest } from './src/navigation/writeBuildManifest';

/**
 * gatsby-plugin-react-i18next 3.0.1 prefixes the matchPath of localized copies twice
 * (`/en/en/*` for the 404 page): recreate such pages with the prefix once.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  if (!page.matchPath) return;
  const fixed = languages.reduce((matchPath, lng) => matchPath.replace(`/${lng}/${lng}/`, `/${lng}/`), page.matchPath);
  if (fixed === page.matchPath) return;
  actions.deletePage(page);
  actions.createPage({ ...page, matchPath: fixed });
};

export const createPages: GatsbyNode['createPages'] = ({ actions }) => {
  // The account area is one client-only page per language; its screens route in the browser.
  const component = path.resolve(__dirname, 'src/templates/AccountApp.tsx');
  for (const language of languages) {
    const prefix = localizedPath(language, '/').replace(/\/$/, '');
    actions.createPage({ path: `${prefix}/profile/`, matchPath: `${prefix}/profile/*`, component, context: {} });
  }

  // Relative targets are followed in-app by Gatsby's router, absolute ones end in a full
  // navigation (the static server answers the same table with real 301s).
  for (const { fromPath, toPath } of redirects) {
    actions.createRedirect({ fromPath, toPath, isPermanent: true, redirectInBrowser: true });
  }
};

// Spec section 7: open tabs poll builds/latest.json to learn that a new build was deployed.
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const publicDir = path.resolve(__dirname, 'public');
  const { id } = writeBuildManifest(publicDir);
  reporter.info(`builds/latest.json: ${id}`);
  // After Gatsby stitched its script slice into the pages (src/navigation/paintFirst.ts).
  reporter.info(`paint first: ${paintFirstBuild(publicDir)} pages load their bundles after the first paint`);
};

interface CommonsCacheGroup {
  chunks?: (chunk: { name?: string | null }) => boolean;
}

/**
 * Gatsby's `commons` chunk takes every module found in as many chunks as there are page
 * components, and the page loader loads it on every page. It counts lazy chunks too: the
 * stores (zod, the contract, the API client), used by the auth pages, the account app and the
 * app root's after-mount `import()`, reached that count and were loaded by the landing page.
 * Counting only page components keeps "on every page" meaning what it says.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, getConfig, actions }) => {
  if (stage !== 'build-javascript') return;
  const config = getConfig() as { optimization?: { splitChunks?: { cacheGroups?: Record<string, CommonsCacheGroup | false> } } };
  const commons = config.optimization?.splitChunks?.cacheGroups?.commons;
  if (!commons) return;
  commons.chunks = (chunk) => chunk.name?.startsWith('component---') ?? false;
  actions.replaceWebpackConfig(config);
};
