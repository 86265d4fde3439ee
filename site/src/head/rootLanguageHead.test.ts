import { readCookie } from '../app/documentCookie';
import { localeCookie, preferredLanguage } from '../i18n/locales';
import { rootLanguageHead } from './rootLanguageHead';

/** Runs the head script against a fake page: where it sent the visitor, if anywhere. */
function runAt(cookie: string, browserLanguages: string[], { search = '', hash = '' } = {}): string | null {
  let target: string | null = null;
  rootLanguageHead({ cookie }, { languages: browserLanguages, language: browserLanguages[0] ?? '' }, { search, hash, replace: (url: string | URL) => void (target = String(url)) });
  return target;
}

it.each([
  ['', ['de-DE', 'en']],
  ['', ['ja']],
  ['', []],
  [`${localeCookie}=fr`, ['de']],
  [`${localeCookie}=ru`, ['de']],
  [`${localeCookie}=xx`, ['es-419']],
])('goes where preferredLanguage says (cookie %p, browser %p)', (cookie, browser) => {
  const expected = preferredLanguage(readCookie(localeCookie, cookie), browser);
  expect(runAt(cookie, browser)).toBe(expected === 'ru' ? null : `/${expected}/`);
});

it('keeps the query and the hash', () => {
  expect(runAt('', ['en'], { search: '?utm=1', hash: '#download' })).toBe('/en/?utm=1#download');
});
