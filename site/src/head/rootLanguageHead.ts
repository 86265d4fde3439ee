import { readCookie } from '../app/documentCookie';
import { defaultLanguage, localeCookie, preferredLanguage } from '../i18n/locales';

/**
 * The bare root's language choice, made in `<head>` while the page is still being parsed: a
 * visitor whose stored choice or browser language is another locale goes there instead of
 * seeing the Russian page first. The same rule as `useRootLanguageRedirect` for in-app visits.
 */
export function rootLanguageHead(
  document: Pick<Document, 'cookie'>,
  navigator: Pick<Navigator, 'languages' | 'language'>,
  location: Pick<Location, 'search' | 'hash' | 'replace'>,
): void {
  const browserLanguages = navigator.languages?.length ? navigator.languages : [navigator.language];
  const language = preferredLanguage(readCookie(localeCookie, document.cookie), browserLanguages);
  if (language !== defaultLanguage) location.replace(`/${language}/${location.search}${location.hash}`);
}
