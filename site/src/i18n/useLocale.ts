import { useI18next } from 'gatsby-plugin-react-i18next';
import { isLanguage, defaultLanguage, localizedPath, type Language } from './locales';

/** The page's language (from its route) and a helper that turns an unprefixed path into this language's path. */
export function useLocale(): { language: Language; originalPath: string; path: (originalPath: string) => string } {
  const { language, originalPath } = useI18next();
  const current = isLanguage(language) ? language : defaultLanguage;
  return { language: current, originalPath, path: (to) => localizedPath(current, to) };
}
