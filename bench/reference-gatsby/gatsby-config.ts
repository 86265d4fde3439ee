import type { GatsbyConfig } from 'gatsby';

// The framework floor: the same Gatsby and i18n plugin setup as site/gatsby-config.ts
// (five languages, ru unprefixed, no redirect), with nothing else on the page.
const languages = ['ru', 'en', 'de', 'es', 'fr'];
const trailingSlash = 'always' as const;

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: 'https://chameleon.example' },
  trailingSlash,
  jsxRuntime: 'automatic',
  graphqlTypegen: false,
  plugins: [
    { resolve: 'gatsby-source-filesystem', options: { name: 'locale', path: `${__dirname}/locales` } },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        verbose: false,
        languages,
        defaultLanguage: 'ru',
        generateDefaultLanguagePage: false,
        redirect: false,
        trailingSlash,
        siteUrl: 'https://chameleon.example',
        i18nextOptions: { keySeparator: false, nsSeparator: false, interpolation: { escapeValue: false } },
      },
    },
  ],
};

export default config;
