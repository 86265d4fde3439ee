import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { LocationProvider, createHistory } from '@gatsbyjs/reach-router';

// @types/reach__router types the provider as a class component React 18's types reject.
const Location = LocationProvider as unknown as (props: { history: unknown; children: ReactElement }) => ReactElement;
import i18next, { type i18n } from 'i18next';
import { I18nextContext, I18nextProvider } from 'gatsby-plugin-react-i18next';
import { languages, namespaces, type Language } from '../../../../locales/config';
import { createRootStoreSource } from '../../app/rootStoreSource';
import { RootStoreSourceContext } from '../../app/useRootStore';
import { localizedPath } from '../../i18n/locales';
import type { RootStore } from '../../stores';
import { ThemeProvider } from '../../theme/ThemeProvider';

const localesDir = join(__dirname, '..', '..', '..', '..', 'locales');

function createI18n(language: Language): i18n {
  const resources: Record<string, Record<string, Record<string, string>>> = { [language]: {} };
  for (const ns of namespaces) {
    (resources[language] as Record<string, Record<string, string>>)[ns] = JSON.parse(
      readFileSync(join(localesDir, language, `${ns}.json`), 'utf8'),
    ) as Record<string, string>;
  }
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: 'ru',
    defaultNS: 'main',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initImmediate: false,
  });
  return instance;
}

/** The English message of `ns:key`, for expectations that read like the screen. */
export function message(ns: string, key: string, values?: Record<string, unknown>, language: Language = 'en'): string {
  return createI18n(language).t(key, { ns, ...values });
}

interface RenderOptions {
  store: RootStore;
  /** Unprefixed path of the page (`/auth/sign-in/`). */
  originalPath: string;
  language?: Language;
  /** The query string the browser shows (`?redirectTo=...`). */
  search?: string;
}

/**
 * A screen as a page shows it: the real stores and messages, the page's language context,
 * and the browser's address set to the page (guards and redirects read it).
 */
export function renderScreen(ui: ReactElement, { store, originalPath, language = 'en', search = '' }: RenderOptions) {
  const pathname = localizedPath(language, originalPath);
  window.history.replaceState(null, '', `${pathname}${search}`);
  const i18n = createI18n(language);
  // The tab's source as the app root starts it, around the test's store: the session is restored at once.
  const source = createRootStoreSource({
    importStores: () => Promise.resolve({ createRootStore: () => store }),
    configLoaded: () => Promise.resolve(),
    hasStoredSession: () => true,
    storeOptions: { apiBaseUrl: () => '/api', locale: () => language },
  });
  source.adopt({ createRootStore: () => store });
  source.start();
  const context = {
    routed: true,
    language,
    languages: [...languages],
    originalPath,
    defaultLanguage: 'ru',
    generateDefaultLanguagePage: false,
    siteUrl: 'http://site.test',
    path: pathname,
  };
  return render(
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider value={context}>
        <Location history={createHistory(window as never)}>
          <ThemeProvider>
            <RootStoreSourceContext.Provider value={source}>{ui}</RootStoreSourceContext.Provider>
          </ThemeProvider>
        </Location>
      </I18nextContext.Provider>
    </I18nextProvider>,
  );
}
