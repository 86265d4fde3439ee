import { createContext, useContext, useMemo, type ReactNode } from 'react';
import i18next, { type i18n as I18n, type InitOptions, type Resource, type ResourceLanguage } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { defaultLanguage } from './locales';
import type { LocaleEdges } from './pageMessages';

/**
 * What gatsby-plugin-react-i18next's `onCreatePage` puts in every page's context
 * (`pageContext.i18n`): the page's language and its path without the language prefix.
 */
export interface PageLanguage {
  language: string;
  originalPath: string;
}

/** The site's i18next settings: keys are whole strings (dots and colons are no separators); React escapes. */
export const i18nextOptions = {
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} as const satisfies InitOptions;

/**
 * An i18next instance holding the messages a page query loaded (`locales: allLocale(...)`),
 * as gatsby-plugin-react-i18next's page wrapper builds it: the page's first namespace is the
 * default, the others its fallbacks, the source language the fallback language.
 */
export function createPageI18n(language: string, locales: LocaleEdges | undefined): I18n {
  const edges = locales?.edges ?? [];
  const namespaces = edges.map(({ node }) => node.ns);
  const defaultNS = namespaces.find((ns) => ns !== 'translation') ?? 'translation';
  const resources: Resource = {};
  for (const { node } of edges) {
    (resources[node.language] ??= {})[node.ns || defaultNS] = JSON.parse(node.data) as ResourceLanguage;
  }
  const instance = i18next.createInstance();
  // Resources are given, so it initialises synchronously: the server's HTML and the first
  // render in the browser read the same messages.
  void instance.init({
    ...i18nextOptions,
    resources,
    lng: language,
    fallbackLng: defaultLanguage,
    defaultNS,
    fallbackNS: namespaces.filter((ns) => ns !== defaultNS),
  });
  if (instance.language !== language) void instance.changeLanguage(language);
  return instance;
}

const PageLanguageContext = createContext<PageLanguage>({ language: defaultLanguage, originalPath: '/' });

/** The page's language and unprefixed path (what `PageI18n` was given). */
export const usePageLanguage = (): PageLanguage => useContext(PageLanguageContext);

export interface PageI18nProps {
  /** `pageContext.i18n` of the page; absent on pages the plugin did not create (Gatsby's dev 404). */
  page: Partial<PageLanguage> | undefined;
  locales: LocaleEdges | undefined;
  children: ReactNode;
}

/**
 * Gives a page its messages (react-i18next's `useTranslation`) and its language
 * (`usePageLanguage`). In place of gatsby-plugin-react-i18next's own page wrapper, which
 * loads all of react-i18next (its `Trans` parser included) and the plugin's redirect code
 * into every page's first load, and builds a new i18next instance on every render; this one
 * builds one per page and its messages (decision 0028).
 */
export function PageI18n({ page, locales, children }: PageI18nProps) {
  const language = page?.language ?? defaultLanguage;
  const originalPath = page?.originalPath ?? '/';
  const i18n = useMemo(() => createPageI18n(language, locales), [language, locales]);
  const context = useMemo(() => ({ language, originalPath }), [language, originalPath]);
  return (
    <I18nextProvider i18n={i18n}>
      <PageLanguageContext.Provider value={context}>{children}</PageLanguageContext.Provider>
    </I18nextProvider>
  );
}
