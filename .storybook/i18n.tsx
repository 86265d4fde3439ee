/// <reference types="vite/client" />
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { languages, namespaces as siteNamespaces, sourceLanguage, type Language, type Namespace } from '../locales/config';

// Stories render the real catalogue so designers see real (and long German) text.
const files = import.meta.glob<Record<string, string>>('../locales/*/*.json', { eager: true, import: 'default' });

const catalogue: Record<string, Record<string, Record<string, string>>> = {};
for (const [path, messages] of Object.entries(files)) {
  const match = /locales\/([a-z]{2})\/(.+)\.json$/.exec(path);
  if (!match) continue;
  const [, lng, ns] = match as unknown as [string, string, string];
  (catalogue[lng] ??= {})[ns] = messages;
}

const LocaleContext = createContext<Language>('ru');

export function LocaleProvider({ locale, children }: { locale: Language; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

export function useLocale(): Language {
  return useContext(LocaleContext);
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** i18next-style lookup with `{{name}}` interpolation; a missing key renders loudly. */
export function translate(locale: Language, ns: Namespace, key: string, values?: Record<string, string | number>): string {
  const message = catalogue[locale]?.[ns]?.[key];
  if (message === undefined) return `⟦missing ${ns}:${key}⟧`;
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values?.[name] ?? `{{${name}}}`));
}

/** The language the toolbar (or a story URL) picked; play functions translate with it. */
export function localeOf(globals: Record<string, unknown>): Language {
  return languages.includes(globals.locale as Language) ? (globals.locale as Language) : sourceLanguage;
}

export function useT(ns: Namespace): Translate {
  const locale = useLocale();
  return (key, values) => translate(locale, ns, key, values);
}

/**
 * A story's wrapper that renders `Component` with its args and, as its children, the
 * catalogue message `ns:key` in the toolbar's language (a button's label, a heading's text).
 */
export function withMessage<Args extends object>(Component: ComponentType<Args & { children: ReactNode }>, ns: Namespace, key: string) {
  return function WithMessage(args: Args) {
    const t = useT(ns);
    return <Component {...args}>{t(key)}</Component>;
  };
}

export { languages };

/**
 * A language's site messages as a Gatsby page query hands them to the page
 * (`locales: allLocale(...)`), for the site's own pages in the Pages section.
 */
export function pageLocales(locale: Language): { edges: { node: { ns: string; language: string; data: string } }[] } {
  return {
    edges: siteNamespaces.map((ns) => ({ node: { ns, language: locale, data: JSON.stringify(catalogue[locale]?.[ns] ?? {}) } })),
  };
}

/**
 * Stress-story text from the real catalogue: its longest message in a language, and an
 * unbroken "word" made of its two longest words joined (no break opportunity at all).
 */
export function stressText(locale: Language): { longest: string; unbroken: string } {
  // Link targets are not prose: their "words" are addresses. The API's mails and bot answers
  // are not shown by the kit.
  const namespaces = Object.entries(catalogue[locale] ?? {}).filter(([ns]) => ns !== 'links' && (siteNamespaces as readonly string[]).includes(ns));
  const plain = namespaces.flatMap(([, ns]) => Object.values(ns)).filter((message) => !message.includes('{{'));
  const longest = plain.reduce((a, b) => (b.length > a.length ? b : a), '');
  const words = [...new Set(plain.flatMap((message) => message.split(/[^\p{L}]+/u)))].sort((a, b) => b.length - a.length);
  return { longest, unbroken: `${words[0] ?? ''}${words[1]?.toLowerCase() ?? ''}` };
}

/** The two games as the site names them: the catalogue's name with its genre. */
export function useGameNames(): { shooter: string; strategy: string } {
  const main = useT('main');
  return {
    shooter: main('game.named', { game: 'Siege Line', genre: main('game.genre.shooter') }),
    strategy: main('game.named', { game: 'Ancients Arena', genre: main('game.genre.strategy') }),
  };
}
