import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contract/src/constants';

/** The message catalogue's shape: the spec's five languages (ru is the source) and ten namespaces. */
export const languages = LOCALES;
export type Language = Locale;
export const sourceLanguage: Language = DEFAULT_LOCALE;
export const namespaces = [
  'main', 'links', 'errors.auth', 'notifications', 'header', 'footer', 'home', 'auth', 'profile', 'settings',
] as const;
export type Namespace = (typeof namespaces)[number];
