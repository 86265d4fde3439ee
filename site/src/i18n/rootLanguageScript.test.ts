import { readCookie } from '../app/documentCookie';
import { localeCookie, preferredLanguage, type Language } from './locales';
import { rootLanguageScript } from './rootLanguageScript';

/** Runs the inline script against a fake page: returns where it sent the visitor, if anywhere. */
function runAt(cookie: string, browserLanguages: string[], { search = '', hash = '' } = {}): string | null {
  let target: string | null = null;
  const location = { search, hash, replace: (url: string) => (target = url) };
  const navigator = { languages: browserLanguages, language: browserLanguages[0] ?? '' };
  new Function('location', 'navigator', 'document', rootLanguageScript)(location, navigator, { cookie });
  return target;
}

const cases: [cookie: string, browser: string[]][] = [
  ['', ['de-DE', 'en']],
  ['', ['it-IT', 'fr-CA', 'en']],
  ['', ['ja']],
  ['', []],
  ['', ['RU-ru', 'en']],
  [`${localeCookie}=fr`, ['de']],
  [`${localeCookie}=ru`, ['de']],
  [`${localeCookie}=xx`, ['es-419']],
  [`theme=light; ${localeCookie}=en`, ['ru']],
  [`old_${localeCookie}=de`, ['ja']],
  [`${localeCookie}=xx; ${localeCookie}=de`, ['fr']],
  [`${localeCookie}=es; ${localeCookie}=de`, ['fr']],
];

it.each(cases)('chooses as preferredLanguage does (cookie %p, browser %p)', (cookie, browser) => {
  const expected: Language = preferredLanguage(readCookie(localeCookie, cookie), browser);
  const target = runAt(cookie, browser);
  expect(target).toBe(expected === 'ru' ? null : `/${expected}/`);
});

it('keeps the query and the fragment', () => {
  expect(runAt('', ['en-GB'], { search: '?utm_source=vk', hash: '#download' })).toBe('/en/?utm_source=vk#download');
});

it('leaves the page alone when the browser will not say its languages', () => {
  const location = { search: '', hash: '', replace: jest.fn() };
  const navigator = {
    get languages(): string[] {
      throw new Error('blocked');
    },
  };
  new Function('location', 'navigator', 'document', rootLanguageScript)(location, navigator, { cookie: '' });
  expect(location.replace).not.toHaveBeenCalled();
});
