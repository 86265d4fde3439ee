/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineScriptHashes } from './policy';
import { nginxInclude } from './nginx';

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
  mkdirSync(path.join(root, 'en'));
  writeFileSync(path.join(root, 'index.html'), '<script>window.pagePath="/"</script>');
  writeFileSync(path.join(root, 'en', 'index.html'), '<script>window.pagePath="/en/"</script>');
  writeFileSync(path.join(root, 'runtime-config.json'), '{"apiBaseUrl":"https://api.example.com"}');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

it('puts the inline-script hashes of every page into one policy', () => {
  const include = nginxInclude(root, [], false);
  for (const html of ['window.pagePath="/"', 'window.pagePath="/en/"']) {
    expect(include).toContain(inlineScriptHashes(`<script>${html}</script>`)[0]);
  }
  expect(include).toContain("connect-src 'self' https://api.example.com");
});

it('writes a relative redirect as 301 with the query and an absolute one as 302', () => {
  const include = nginxInclude(
    root,
    [
      { fromPath: '/login/', toPath: '/auth/sign-in/' },
      { fromPath: '/vk/', toPath: 'https://vk.com/chameleon' },
    ],
    false,
  );
  expect(include).toContain('location = /login { include snippets/chameleon-headers.conf; return 301 /auth/sign-in/$is_args$args; }');
  expect(include).toContain('location = /login/ { include snippets/chameleon-headers.conf; return 301 /auth/sign-in/$is_args$args; }');
  expect(include).toContain('location = /vk/ { include snippets/chameleon-headers.conf; return 302 https://vk.com/chameleon; }');
});
