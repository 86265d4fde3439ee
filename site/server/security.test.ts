/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from './serve';

// The served site's security headers over a temporary public directory: every response carries
// them, and the CSP is strict (no eval, no inline script beyond hashed ones, no framing).

let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-security-'));
  const root = path.join(dir, 'public');
  const write = (relative: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), content);
  };
  write('index.html', '<!DOCTYPE html><html><head><script>document.documentElement.dataset.theme="dark"</script></head><body>home</body></html>');
  write('404.html', '<!DOCTYPE html><html><body>not found</body></html>');
  write('app-0123456789abcdef0123.js', 'console.log(1)');
  write('runtime-config.json', '{}');
  app = await createSiteServer({ root, https: true, redirectsFile: path.join(dir, 'none.json') });
});

afterAll(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const paths = ['/', '/app-0123456789abcdef0123.js', '/missing/', '/%2e%2e/etc/passwd', '/profile/settings/'];

function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));
}

describe.each(paths)('%s', (url) => {
  it('carries nosniff, a referrer policy, no framing and HSTS', async () => {
    const { headers } = await app.inject({ method: 'GET', url });
    expect({
      nosniff: headers['x-content-type-options'],
      referrer: headers['referrer-policy'],
      frame: headers['x-frame-options'],
      hsts: String(headers['strict-transport-security']).startsWith('max-age='),
    }).toEqual({ nosniff: 'nosniff', referrer: 'strict-origin-when-cross-origin', frame: 'DENY', hsts: true });
  });

  it('carries a strict CSP', async () => {
    const csp = String((await app.inject({ method: 'GET', url })).headers['content-security-policy'] ?? '');
    const policy = directives(csp);
    expect(csp).not.toMatch(/unsafe-eval|unsafe-hashes|strict-dynamic|\*/);
    expect(policy.get('script-src')?.filter((source) => source !== "'self'" && !source.startsWith("'sha256-"))).toEqual([]);
    expect({
      default: policy.get('default-src'),
      object: policy.get('object-src'),
      frameAncestors: policy.get('frame-ancestors'),
      base: policy.get('base-uri'),
      form: policy.get('form-action'),
      upgrade: policy.has('upgrade-insecure-requests'),
    }).toEqual({ default: ["'self'"], object: ["'none'"], frameAncestors: ["'none'"], base: ["'self'"], form: ["'self'"], upgrade: true });
  });
});

it('hashes the inline theme script instead of allowing inline scripts', async () => {
  const csp = String((await app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
  expect(directives(csp).get('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/=]+'$/)]);
  expect(directives(csp).get('script-src')).not.toContain("'unsafe-inline'");
});

it('never serves files outside the public directory', async () => {
  for (const url of ['/../package.json', '/%2e%2e/%2e%2e/package.json', '/..%2f..%2fpackage.json', '/.env', '/%00index.html']) {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
  }
});
