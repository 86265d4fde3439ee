import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { LocationProvider, createHistory } from '@gatsbyjs/reach-router';

// @types/reach__router types the provider as a class component React 18's types reject.
const Location = LocationProvider as unknown as (props: { history: unknown; children: ReactElement }) => ReactElement;
import type { i18n } from 'i18next';
import { namespaces, type Language } from '../../../../locales/config';
import { StoresProvider, type StoresSource } from '../../app/useRootStore';
import { localizedPath } from '../../i18n/locales';
import { PageI18n, createPageI18n } from '../../i18n/PageI18n';
import type { LocaleEdges } from '../../i18n/pageMessages';
import type { RootStore } from '../../stores';
import { ThemeProvider } from '../../theme/ThemeProvider';

const localesDir = join(__dirname, '..', '..', '..', '..', 'locales');

/** Every namespace of a language, as a page query loads them (`locales: allLocale(...)`). */
function localesOf(language: Language): LocaleEdges {
  return { edges: namespaces.map((ns) => ({ node: { ns, language, data: readFileSync(join(localesDir, language, `${ns}.json`), 'utf8') } })) };
}

function createI18n(language: Language): i18n {
  return createPageI18n(language, localesOf(language));
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
  /** How the stores arrive, for a test of that; by default `store` is there from the first render. */
  source?: StoresSource;
}

/**
 * A screen as a page shows it: the real stores and messages, the page's language context,
 * and the browser's address set to the page (guards and redirects read it).
 */
export function screenTree(ui: ReactElement, { store, originalPath, language = 'en', search = '', source }: RenderOptions): ReactElement {
  const pathname = localizedPath(language, originalPath);
  window.history.replaceState(null, '', `${pathname}${search}`);
  return (
    <PageI18n page={{ language, originalPath }} locales={localesOf(language)}>
      <Location history={createHistory(window as never)}>
        <ThemeProvider>
          {source === undefined ? (
            <StoresProvider source={storeSource(store)} loaded={store}>
              {ui}
            </StoresProvider>
          ) : (
            <StoresProvider source={source}>{ui}</StoresProvider>
          )}
        </ThemeProvider>
      </Location>
    </PageI18n>
  );
}

/** The tab's stores as a signed-in tab has them: `store`, its session restored on mount. */
const storeSource = (store: RootStore): StoresSource => ({
  create: () => Promise.resolve(store),
  configLoaded: () => Promise.resolve(),
  hasStoredSession: () => true,
});

export function renderScreen(ui: ReactElement, options: RenderOptions) {
  return render(screenTree(ui, options));
}
