/** The message catalogue's shape: five languages (ru is the source) and ten namespaces from the spec. */
export const languages = ['ru', 'en', 'de', 'es', 'fr'] as const;
export type Language = (typeof languages)[number];
export const sourceLanguage: Language = 'ru';
export const namespaces = [
  'main', 'links', 'errors.auth', 'notifications', 'header', 'footer', 'home', 'auth', 'profile', 'settings',
] as const;
export type Namespace = (typeof namespaces)[number];
