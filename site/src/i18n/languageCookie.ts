import Cookies from 'js-cookie';
import { LOCALE_COOKIE_LIFETIME_DAYS } from '@chameleon/contract/src/constants';
import { isLanguage, localeCookie, type Language } from './locales';

export function readLanguageCookie(): Language | undefined {
  const value = Cookies.get(localeCookie);
  return isLanguage(value) ? value : undefined;
}

/** Remembers an explicit choice for a year, so the bare root honours it over the browser language. */
export function storeLanguageCookie(language: Language): void {
  Cookies.set(localeCookie, language, { expires: LOCALE_COOKIE_LIFETIME_DAYS, path: '/', sameSite: 'lax' });
}
