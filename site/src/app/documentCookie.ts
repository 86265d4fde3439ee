/**
 * The two cookies every page touches (the language choice, and whether a session cookie
 * exists) are plain ASCII values, so `document.cookie` does: js-cookie stays in the stores'
 * chunk, where the token cookie is written, and out of every page's first load.
 */
export function readCookie(name: string, cookies: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const pair of cookies.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    if (value === '') return undefined;
    try {
      return decodeURIComponent(value);
    } catch {
      // A value another script wrote with a stray '%': ours are never like that.
      return undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  days: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict';
}

/** Sets a cookie for `days`; Secure on https, where it must never travel in clear. */
export function writeCookie(name: string, value: string, { days, path = '/', sameSite = 'Lax' }: CookieOptions): void {
  const expires = new Date(Date.now() + days * 864e5).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=${path}; SameSite=${sameSite}${secure}`;
}
