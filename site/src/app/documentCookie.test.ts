import { readCookie, writeCookie } from './documentCookie';

afterEach(() => {
  for (const name of ['lang', 'access_token']) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

it('reads one cookie among others', () => {
  expect(readCookie('lang', 'access_token=abc; lang=de; theme=light')).toBe('de');
});

it('reads nothing for an absent cookie', () => {
  expect(readCookie('lang', 'access_token=abc')).toBeUndefined();
});

it('reads nothing for an emptied cookie', () => {
  expect(readCookie('lang', 'lang=; other=1')).toBeUndefined();
});

it('does not mistake a cookie whose name only ends like the one asked for', () => {
  expect(readCookie('lang', 'old_lang=fr')).toBeUndefined();
});

it('keeps an = inside the value', () => {
  expect(readCookie('access_token', 'access_token=a=b')).toBe('a=b');
});

it('ignores a value that is not valid percent-encoding', () => {
  expect(readCookie('lang', 'lang=%E0%A4%A')).toBeUndefined();
});

it('writes a cookie the document then holds', () => {
  writeCookie('lang', 'es', { days: 365 });
  expect(readCookie('lang')).toBe('es');
});

it('writes a cookie with the attributes asked for', () => {
  const set = jest.spyOn(Document.prototype, 'cookie', 'set');
  writeCookie('lang', 'fr', { days: 1 });
  expect(set).toHaveBeenCalledWith(expect.stringMatching(/^lang=fr; expires=[^;]+ GMT; path=\/; SameSite=Lax$/));
  set.mockRestore();
});
