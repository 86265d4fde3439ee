import type { Language } from '../i18n/locales';
import { profileHome } from './sessionRules';

export { profileHome };

const MAX_TARGET_LENGTH = 2048;
const SAME_SITE_ORIGIN = 'https://same-site.invalid';
// Raw targets are what `location` produces: printable ASCII only, everything else %-encoded.
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const MAX_DECODE_ROUNDS = 4;
const LOGOUT_PATH = /^(?:\/[a-z]{2})?\/profile\/logout\/?$/;

/**
 * Looks at the value the way any later decoding step might: a target is refused if at any
 * decoding depth it starts like another origin (`//`, `/\`), holds a backslash or a control
 * character, or stops being a path. Undecodable %-sequences are refused too.
 */
function looksSameSiteAtEveryDepth(value: string): boolean {
  let current = value;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    if (!current.startsWith('/') || current.startsWith('//') || current.includes('\\') || CONTROL.test(current)) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false;
    }
    if (decoded === current) return true;
    current = decoded;
  }
  // Still changing after several rounds: nobody encodes a real path that deeply.
  return false;
}

/**
 * The `redirectTo` of the sign-in page, if it is a same-site absolute path; otherwise the
 * profile home of `language`. Returns the path normalised (`/a/../b` -> `/b`), with query and hash.
 */
export function safeRedirectTarget(value: unknown, language: Language): string {
  const fallback = profileHome(language);
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_TARGET_LENGTH) return fallback;
  if (!PRINTABLE_ASCII.test(value) || !looksSameSiteAtEveryDepth(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, SAME_SITE_ORIGIN);
  } catch {
    return fallback;
  }
  // Dot segments can rebuild `//host` after resolution (`/.//evil.com`).
  if (url.origin !== SAME_SITE_ORIGIN || url.pathname.startsWith('//') || url.pathname.includes('\\')) return fallback;
  // Signing in to be signed out at once is never what a visitor who opened /profile/logout wanted.
  if (LOGOUT_PATH.test(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
