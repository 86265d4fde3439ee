import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { defaultLanguage, languages, localizedPath } from './src/i18n/locales';
import { accountSections, profileSections } from './src/screens/profile/sections';
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
  // The account area: one static page per section and language, each with its frame and title.
  // The page context names its language as gatsby-plugin-react-i18next would (its onCreatePage
  // leaves a page that has one alone).
  const component = path.resolve(__dirname, 'src/templates/AccountSection.tsx');
  for (const language of languages) {
    for (const section of profileSections) {
      const originalPath = accountSections[section].path;
      const pagePath = localizedPath(language, originalPath);
      actions.createPage({
        path: pagePath,
        component,
        context: {
          section,
          language,
          i18n: { language, languages, defaultLanguage, generateDefaultLanguagePage: false, routed: language !== defaultLanguage, originalPath, path: pagePath },
        },
      });
    }
  }

  // Relative targets are followed in-app by Gatsby's router, absolute ones end in a full
  // navigation (the static server answers the same table with real 301s).
  for (const { fromPath, toPath } of redirects) {
    actions.createRedirect({ fromPath, toPath, isPermanent: true, redirectInBrowser: true });
  }
};
