import { TOKEN_LIFETIME_DAYS } from '@chameleon/contract/constants';
import { ACCESS_TOKEN_COOKIE } from '../config/constants';
import Cookies from 'js-cookie';

type CookieAttributes = Cookies.CookieAttributes;

/** Where the session token lives between visits: the `access_token` cookie, never localStorage. */
export interface TokenCookie {
  get(): string | undefined;
  set(token: string): void;
  remove(): void;
}

/** The subset of js-cookie used here, so tests can check the attributes it is called with. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: CookieAttributes): unknown;
  remove(name: string, attributes: CookieAttributes): void;
}

export function tokenCookieAttributes(secure: boolean): CookieAttributes {
  return { expires: TOKEN_LIFETIME_DAYS, path: '/', sameSite: 'Lax', secure };
}

/**
 * The token cookie through js-cookie. `secure` follows the page's scheme: on https the cookie
 * never travels in clear; on http://localhost a Secure cookie would not be stored at all.
 */
export function createTokenCookie(
  secure: boolean = typeof location !== 'undefined' && location.protocol === 'https:',
  jar: CookieJar = Cookies,
): TokenCookie {
  const attributes = tokenCookieAttributes(secure);
  return {
    get: () => jar.get(ACCESS_TOKEN_COOKIE) || undefined,
    set: (token) => {
      jar.set(ACCESS_TOKEN_COOKIE, token, attributes);
    },
    // Removal must name the same path, or the browser keeps the cookie.
    remove: () => jar.remove(ACCESS_TOKEN_COOKIE, { path: attributes.path }),
  };
}
