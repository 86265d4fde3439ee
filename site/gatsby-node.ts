import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { languages, localizedPath } from './src/i18n/locales';
import { redirects } from './src/navigation/redirects';

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
