import { isRedirectTable, redirects } from './redirects';

it('the shipped table is valid and has both kinds of target', () => {
  expect(redirects.some((r) => r.toPath.startsWith('/'))).toBe(true);
  expect(redirects.some((r) => r.toPath.startsWith('https://'))).toBe(true);
});

it('has each source path once', () => {
  const sources = redirects.map((r) => r.fromPath);
  expect(new Set(sources).size).toBe(sources.length);
});

it('rejects a protocol-relative target', () => {
  expect(isRedirectTable([{ fromPath: '/x/', toPath: '//evil.example/' }])).toBe(false);
});

it('rejects a source without a trailing slash', () => {
  expect(isRedirectTable([{ fromPath: '/x', toPath: '/y/' }])).toBe(false);
});
