// Hostile inputs shared by the security suites (site and API). docs/security.md quotes their
// counts; `SECURITY_COUNTS=1` makes the suites print them.

/** A marker the script payloads would set if anything ever ran them. */
export const PWNED = '__chameleonPwned';

/** Typed into every field of every form. No CR/LF: browsers strip those from single-line inputs. */
export const HOSTILE_TEXT: readonly [string, string][] = [
  ['empty', ''],
  ['whitespace only', '   \t  '],
  ['10,000 characters', 'a'.repeat(10_000)],
  ['unicode and right-to-left text', 'Пароль 密码 \u202eﺏﺎﺴﺣ مرحبا'],
  ['emoji', '😀🔥👩‍👩‍👧‍👦🏳️‍🌈'],
  ['a script element', `<script>window.${PWNED}=1</script>`],
  ['an image with onerror', `<img src=x onerror="window.${PWNED}=1">`],
  ['an svg with onload', `<svg onload="window.${PWNED}=1"></svg>`],
  ['an attribute break-out', `"><iframe srcdoc="<script>parent.${PWNED}=1</script>">`],
  ['a javascript: URL', `javascript:window.${PWNED}=1`],
  ['an SQL tautology', "' OR '1'='1' --"],
  ['an SQL stacked query', "x'; DROP TABLE users; --"],
  ['an i18next interpolation', '{{login}} $t(errors.auth:INVALID_LOGIN)'],
  ['a NUL and control characters', 'a\u0000b\u0007c\u001b[31m'],
];

/**
 * `redirectTo` values after sign-in: every one must leave the user on the site. Raw query values,
 * as they would appear after `?redirectTo=` (the test URL-encodes them once more).
 */
export const OPEN_REDIRECT_PAYLOADS: readonly string[] = [
  '//evil.example',
  '//evil.example/',
  '///evil.example',
  '////evil.example/path',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  'https://evil.example',
  'http://evil.example/profile/',
  'HTTPS://EVIL.EXAMPLE',
  '//evil.example@site.test',
  'https://site.test@evil.example',
  'evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'javascript://%0aalert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '%2F%2Fevil.example',
  '/%2F%2Fevil.example',
  '/%2f%2fevil.example',
  '%252F%252Fevil.example',
  '/%252F%252Fevil.example',
  '/%25252F%25252Fevil.example',
  '/%5Cevil.example',
  '/%255Cevil.example',
  '/%09/evil.example',
  '/%0d%0a/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  '\u0000//evil.example',
  '/%00//evil.example',
  '/.//evil.example',
  '/./../..//evil.example',
  '/profile/..//evil.example',
  '/%2e%2e//evil.example',
  '\u3002evil.example',
  '/\u2044\u2044evil.example',
  '//evil%E3%80%82example',
  'https:evil.example',
  'https:/evil.example',
  '/https://evil.example',
];

/** Launcher sign-in request ids from `/auth/sso?request=`: none may take the browser anywhere. */
export const SSO_REQUEST_PAYLOADS: readonly string[] = [
  ...OPEN_REDIRECT_PAYLOADS.slice(0, 12),
  '<script>alert(1)</script>',
  "' OR '1'='1",
  '../../v2/web/logout',
  'x'.repeat(129),
  'x'.repeat(10_000),
  // PostgreSQL text cannot hold it; found by the API fuzz suite (a 500 before the fix).
  'abc\u0000def',
];
