import type { GatsbyConfig } from 'gatsby';
import { defaultLanguage, languages } from './src/i18n/locales';
import { sitemapExcludes, sitemapQuery, serializeSitemapPage, resolveSitemapPages } from './src/seo/sitemap';
import { siteUrl } from './src/seo/siteUrl';
import { buildManifestPath } from './src/navigation/buildManifest';

const trailingSlash = 'always' as const;

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash,
  jsxRuntime: 'automatic',
  graphqlTypegen: false,
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: `${__dirname}/../locales` },
    },
    // gatsby-plugin-react-i18next's build half (locale nodes, a page per language) with the
    // options it reads; pages get their messages from src/i18n/PageI18n.tsx instead of the
    // plugin's page wrapper (decision 0028), and only the bare root redirects by language
    // (src/i18n/useRootLanguageRedirect.ts).
    {
      resolve: 'gatsby-plugin-chameleon-i18n',
      options: {
        localeJsonSourceName: 'locale',
        verbose: false,
        languages: [...languages],
        defaultLanguage,
        generateDefaultLanguagePage: false,
      },
    },
    'gatsby-plugin-vanilla-extract',
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        query: sitemapQuery,
        excludes: sitemapExcludes,
        resolveSiteUrl: () => siteUrl,
        resolvePages: resolveSitemapPages,
        serialize: serializeSitemapPage,
      },
    },
    // Build-time steps (plugins/gatsby-plugin-chameleon-build/README.md).
    { resolve: 'gatsby-plugin-chameleon-build', options: { manifestPath: buildManifestPath } },
  ],
};

export default config;
