import { languages, sourceLanguage, type Language } from '../../../locales/config';

export { languages, type Language };

/** ru is the source language and the only one without a route prefix. */
export const defaultLanguage: Language = sourceLanguage;

export const localeCookie = 'locale';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The path of a page in a language, from its unprefixed (ru) path: `('en', '/profile/')` -> `/en/profile/`. */
export function localizedPath(language: Language, originalPath: string): string {
  const path = originalPath.startsWith('/') ? originalPath : `/${originalPath}`;
  return language === defaultLanguage ? path : `/${language}${path}`;
}

/** Splits a site path into its language and the unprefixed path: `/de/profile/` -> `de`, `/profile/`. */
export function splitLocalizedPath(pathname: string): { language: Language; originalPath: string } {
  const match = /^\/([a-z]{2})(\/.*|$)/.exec(pathname);
  const candidate = match?.[1];
  if (match && isLanguage(candidate) && candidate !== defaultLanguage) {
    return { language: candidate, originalPath: match[2] || '/' };
  }
  return { language: defaultLanguage, originalPath: pathname || '/' };
}

/** The server serves `/profile/settings` as `/profile/settings/`: compare paths in the slashed form. */
export function withTrailingSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * The language a visitor of the bare root wants: a stored choice wins, then the first of the
 * browser's languages we have (matching `de-AT` to `de`), then the default.
 */
export function preferredLanguage(stored: string | undefined, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return defaultLanguage;
}

/**
 * The address of the page in another language: its path, and the page a sign-in returns to
 * (`redirectTo`), so a language picked on the way (a launcher's sign-in through sign-in) holds
 * to the end. Any other query is kept as it is.
 */
export function addressInLanguage(language: Language, originalPath: string, search: string): string {
  const query = new URLSearchParams(search);
  const redirectTo = query.get('redirectTo');
  if (redirectTo !== null && redirectTo.startsWith('/') && !redirectTo.startsWith('//')) {
    query.set('redirectTo', localizedPath(language, splitLocalizedPath(redirectTo).originalPath));
  }
  const rest = query.toString();
  return localizedPath(language, originalPath) + (rest === '' ? '' : `?${rest}`);
}
