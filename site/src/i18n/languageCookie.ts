import { LOCALE_COOKIE_LIFETIME_DAYS } from '../config/constants';
import { readCookie, writeCookie } from '../app/documentCookie';
import { isLanguage, localeCookie, type Language } from './locales';

export function readLanguageCookie(): Language | undefined {
  const value = readCookie(localeCookie);
  return isLanguage(value) ? value : undefined;
}

/** Remembers an explicit choice for a year, so the bare root honours it over the browser language. */
export function storeLanguageCookie(language: Language): void {
  writeCookie(localeCookie, language, { days: LOCALE_COOKIE_LIFETIME_DAYS });
}
