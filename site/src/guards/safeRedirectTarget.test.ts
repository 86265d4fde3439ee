import { safeRedirectTarget } from './safeRedirectTarget';

// Hostile values of `redirectTo`: each must fall back to the profile home of the language.
const hostile: [string, unknown][] = [
  ['protocol-relative', '//evil.com'],
  ['protocol-relative with path', '//evil.com/profile/'],
  ['triple slash', '///evil.com'],
  ['slash backslash', '/\\evil.com'],
  ['backslash slash', '\\/evil.com'],
  ['double backslash', '\\\\evil.com'],
  ['backslash inside the path', '/profile\\..\\..\\evil'],
  ['absolute https', 'https://evil.com'],
  ['absolute http', 'http://evil.com/profile/'],
  ['scheme-relative with credentials', '//user:pass@evil.com'],
  ['javascript scheme', 'javascript:alert(1)'],
  ['javascript scheme upper case', 'JaVaScRiPt:alert(1)'],
  ['data URL', 'data:text/html,<script>alert(1)</script>'],
  ['vbscript scheme', 'vbscript:msgbox(1)'],
  ['relative path', 'profile/settings/'],
  ['dot relative', './profile/'],
  ['encoded double slash', '%2F%2Fevil.com'],
  ['encoded second slash', '/%2Fevil.com'],
  ['encoded second slash, lower case', '/%2fevil.com'],
  ['encoded backslash', '/%5Cevil.com'],
  ['double-encoded slash', '/%252Fevil.com'],
  ['double-encoded backslash', '/%255Cevil.com'],
  ['triple-encoded slash', '/%25252Fevil.com'],
  ['encoded javascript', 'javascript%3Aalert(1)'],
  ['tab after the slash', '/\t/evil.com'],
  ['newline after the slash', '/\n/evil.com'],
  ['carriage return', '/profile/\r\nSet-Cookie:x=1'],
  ['encoded newline', '/profile/%0d%0aSet-Cookie:x=1'],
  ['NUL byte', '/profile/\u0000'],
  ['encoded NUL', '/profile/%00'],
  ['leading space', ' /profile/'],
  ['space inside', '/pro file/'],
  ['non-breaking space', '/\u00a0/evil.com'],
  ['line separator', '/\u2028/evil.com'],
  ['fullwidth solidus', '/\uff0fevil.com'],
  ['dot segments back to a double slash', '/.//evil.com'],
  ['parent segment to a double slash', '/profile/..//evil.com'],
  ['broken percent escape', '/profile/%E0%A4%A'],
  ['lone percent', '/%'],
  ['empty string', ''],
  ['only a scheme', 'https:'],
  ['undefined', undefined],
  ['null', null],
  ['a number', 42],
  ['an array of paths', ['/profile/']],
  ['an object', { toString: () => '/profile/' }],
  ['too long', `/${'a'.repeat(3000)}`],
];

it.each(hostile)('refuses %s', (_name, value) => {
  expect(safeRedirectTarget(value, 'en')).toBe('/en/profile/');
});

it('falls back to the unprefixed profile for ru', () => {
  expect(safeRedirectTarget('//evil.com', 'ru')).toBe('/profile/');
});

it.each([
  ['/profile/settings/', '/profile/settings/'],
  ['/en/profile/transactions/', '/en/profile/transactions/'],
  ['/profile/payment/?product=3', '/profile/payment/?product=3'],
  ['/profile/#subscription', '/profile/#subscription'],
  ['/de/profile/subscription/?a=1&b=2#top', '/de/profile/subscription/?a=1&b=2#top'],
  ['/', '/'],
  ['/profile/?q=a%20b', '/profile/?q=a%20b'],
  ['/profile/./settings/', '/profile/settings/'],
  ['/auth/sso/?request=abc-123', '/auth/sso/?request=abc-123'],
])('keeps the same-site path %s', (value, expected) => {
  expect(safeRedirectTarget(value, 'en')).toBe(expected);
});
