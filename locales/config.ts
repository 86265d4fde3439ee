/**
 * The message catalogue's shape: the spec's five languages (ru is the source) and ten
 * namespaces for the site, two for the API. The list of languages: the contract re-exports it as the spec's LOCALES, and
 * scripts read it from this file. The few places that cannot import it (the ui kit's switcher,
 * the static server's defaults, the nginx example, the bench's reference site) are listed under
 * "Where a change goes" in docs/architecture.md.
 */
export const languages = ['ru', 'en', 'de', 'es', 'fr'] as const;
export type Language = (typeof languages)[number];
export const sourceLanguage: Language = 'ru';
export const namespaces = [
  'main', 'links', 'errors.auth', 'notifications', 'header', 'footer', 'home', 'auth', 'profile', 'settings',
] as const;
export type Namespace = (typeof namespaces)[number];
/**
 * The API's own messages (its mails and bot answers), in the same catalogue under the same
 * tests; no page query of the site names them, so they never reach its bundle.
 */
export const apiNamespaces = ['mail', 'bot'] as const;
export type ApiNamespace = (typeof apiNamespaces)[number];
