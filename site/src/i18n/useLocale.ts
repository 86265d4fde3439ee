import { isLanguage, defaultLanguage, localizedPath, type Language } from './locales';
import { usePageLanguage } from './PageI18n';

/** The page's language (from its route) and a helper that turns an unprefixed path into this language's path. */
export function useLocale(): { language: Language; originalPath: string; path: (originalPath: string) => string } {
  const { language, originalPath } = usePageLanguage();
  const current = isLanguage(language) ? language : defaultLanguage;
  return { language: current, originalPath, path: (to) => localizedPath(current, to) };
}
