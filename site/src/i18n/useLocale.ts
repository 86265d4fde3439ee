import { useCallback } from 'react';
import { isLanguage, defaultLanguage, localizedPath, type Language } from './locales';
import { usePageLanguage } from './PageI18n';

/**
 * The page's language (from its route) and a helper that turns an unprefixed path into this
 * language's path; the helper stays the same function while the language does, so a caller can
 * memoize what it builds with it.
 */
export function useLocale(): { language: Language; originalPath: string; path: (originalPath: string) => string } {
  const { language, originalPath } = usePageLanguage();
  const current = isLanguage(language) ? language : defaultLanguage;
  const path = useCallback((to: string) => localizedPath(current, to), [current]);
  return { language: current, originalPath, path };
}
