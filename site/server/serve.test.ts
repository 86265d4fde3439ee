/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createSiteServer, type SiteServerOptions } from './serve';
import { cacheClasses } from './servingRules';

const { immutable: cacheImmutable, revalidate: cacheRevalidate } = cacheClasses;

const themeScript = "document.documentElement.dataset.theme='light'";
const padding = `<p>${'Chameleon '.repeat(300)}</p>`;
const page = (marker: string, script = themeScript) =>
  `<!DOCTYPE html><html><head><script>${script}</script><script src="/app-0123456789abcdef0123.js"></script></head><body>${marker}${padding}</body></html>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let dir: string;
let root: string;
let app: FastifyInstance;

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Rewrites a file as a new build or an operator would, with a later modification time. */
function replace(relative: string, content: string, secondsLater: number) {
  write(relative, content);
  const later = new Date(Date.now() + secondsLater * 1000);
  utimesSync(path.join(root, relative), later, later);
}

async function start(options: Partial<SiteServerOptions> = {}) {
  app = await createSiteServer({ root, ...options });
  return app;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-server-'));
  root = path.join(dir, 'public');
  write('index.html', page('ru home'));
  write('en/index.html', page('en home'));
  write('auth/sign-in/index.html', page('ru sign-in'));
  write('404.html', page('ru not found'));
  write('404/index.html', page('ru not found (dir)'));
  write('en/404/index.html', page('en not found'));
  write('de/404.html', page('de not found'));
  write('profile/settings/index.html', page('ru settings'));
  write('app-0123456789abcdef0123.js', `console.log(${JSON.stringify(padding)})`);
  write('styles.0123456789abcdef0123.css', 'body{color:red}');
  write('static/logo-1234.png', 'png');
  write('favicon.ico', 'ico');
  write('page-data/index/page-data.json', '{}');
  write('page-data/app-data.json', '{"webpackCompilationHash":"abc"}');
  write('runtime-config.json', JSON.stringify({ apiBaseUrl: 'http://127.0.0.1:8787/v2' }));
  write('sitemap-index.xml', '<sitemapindex>index</sitemapindex>');
  write('sitemap-0.xml', '<urlset>all</urlset>');
  writeFileSync(
    path.join(dir, 'redirects.json'),
    JSON.stringify([
      { fromPath: '/old-page/', toPath: '/auth/sign-in/' },
      { fromPath: '/en/old-page', toPath: '/en/?from=old' },
      { fromPath: '/telegram/', toPath: 'https://t.me/chameleon_bot' },
    ]),
  );
});

afterEach(async () => {
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('pages', () => {
  it.each([
    ['serves a page directory as its index.html', '/en/', 200, 'en home'],
    ['answers an unknown unprefixed path with the ru 404 page', '/nope/', 404, 'ru not found (dir)'],
    ['answers an unknown /en/ path with the en 404 page', '/en/nope/', 404, 'en not found'],
    ['uses a locale 404.html when Gatsby wrote that form', '/de/nope', 404, 'de not found'],
    ['serves an account section as its own page', '/profile/settings/', 200, 'ru settings'],
    ['answers a path below /en/profile/ that is no section with the en 404 page', '/en/profile/nothing/', 404, 'en not found'],
  ])('%s: %s answers %i with that page', async (_case, url, status, marker) => {
    await start();
    const reply = await app.inject(url);
    expect({ status: reply.statusCode, type: reply.headers['content-type'], page: reply.body.includes(marker) }).toEqual({
      status,
      type: expect.stringMatching(/^text\/html/),
      page: true,
    });
  });

  it.each([
    ['a page path without its trailing slash, keeping the query', '/auth/sign-in?redirectTo=%2Fprofile%2F', 301, '/auth/sign-in/?redirectTo=%2Fprofile%2F'],
    ['redirects.json: a relative target with 301 and the original query', '/old-page?utm=1', 301, '/auth/sign-in/?utm=1'],
    ['redirects.json: the query written in the target is kept', '/en/old-page/?utm=1', 301, '/en/?from=old'],
    ['redirects.json: an absolute target with 302', '/telegram/', 302, 'https://t.me/chameleon_bot'],
  ])('redirects %s: %s -> %i %s', async (_case, url, status, location) => {
    await start();
    const reply = await app.inject(url);
    expect({ status: reply.statusCode, location: reply.headers.location }).toEqual({ status, location });
  });

  it('answers HEAD like GET without a body', async () => {
    await start();
    const reply = await app.inject({ method: 'HEAD', url: '/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe('');
  });

  it('refuses methods other than GET and HEAD', async () => {
    await start();
    const reply = await app.inject({ method: 'POST', url: '/' });
    expect(reply.statusCode).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD');
  });
});

describe('not found', () => {
  it('keeps status 404 for a conditional request', async () => {
    await start();
    const first = await app.inject('/en/nope/');
    const reply = await app.inject({ url: '/en/nope/', headers: { 'if-none-match': '*', 'if-modified-since': new Date().toUTCString() } });
    expect(first.headers.etag).toBeUndefined();
    expect(reply.statusCode).toBe(404);
  });

  it('answers a missing asset with a short plain 404 instead of a page', async () => {
    await start();
    const reply = await app.inject('/page-data/nope/page-data.json');
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('does not serve files outside the public directory', async () => {
    writeFileSync(path.join(dir, 'secret.txt'), 'secret');
    await start();
    const reply = await app.inject('/%2e%2e/secret.txt');
    expect(reply.statusCode).toBe(404);
    expect(reply.body).not.toContain('secret');
  });

  it('does not rewrite a profile path of a locale that has no profile app', async () => {
    await start();
    const reply = await app.inject('/de/profile/settings/');
    expect(reply.statusCode).toBe(404);
  });
});

describe('the redirects.json table', () => {
  it('refuses to start on a malformed table', async () => {
    writeFileSync(path.join(dir, 'redirects.json'), JSON.stringify([{ fromPath: 'no-slash', toPath: '/' }]));
    await expect(createSiteServer({ root })).rejects.toThrow(/fromPath/);
  });

  it('starts without a table', async () => {
    rmSync(path.join(dir, 'redirects.json'));
    await start();
    expect((await app.inject('/old-page/')).statusCode).toBe(404);
  });
});

describe('compression', () => {
  const decompress = { br: brotliDecompressSync, gzip: gunzipSync };

  it.each([
    ['sends brotli when the browser accepts it', '/', 'gzip, deflate, br', 200, 'br', 'ru home'],
    ['sends gzip when brotli is not accepted', '/app-0123456789abcdef0123.js', 'gzip', 200, 'gzip', 'Chameleon'],
    ['compresses the 404 page too', '/en/nope/', 'gzip', 404, 'gzip', 'en not found'],
  ] as const)('%s: %s with Accept-Encoding %s', async (_case, url, accepted, status, encoding, marker) => {
    await start();
    const reply = await app.inject({ url, headers: { 'accept-encoding': accepted } });
    expect({ status: reply.statusCode, encoding: reply.headers['content-encoding'] }).toEqual({ status, encoding });
    expect(decompress[encoding](reply.rawPayload).toString()).toContain(marker);
  });

  it("serves a build's brotli and gzip copies as they are, with the page's own headers", async () => {
    // Marked copies: a copy served as it is says so, one compressed again on the fly would not.
    writeFileSync(path.join(root, 'en/index.html.br'), brotliCompressSync(page('en home, from the build copy')));
    writeFileSync(path.join(root, 'app-0123456789abcdef0123.js.gz'), gzipSync('console.log("from the build copy")'));
    await start();
    const html = await app.inject({ url: '/en/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect({ status: html.statusCode, encoding: html.headers['content-encoding'], type: html.headers['content-type'] }).toEqual({
      status: 200,
      encoding: 'br',
      type: 'text/html; charset=utf-8',
    });
    expect(brotliDecompressSync(html.rawPayload).toString()).toContain('en home, from the build copy');
    // The policy is the page's (its inline script's hash), not a generic one.
    expect(html.headers['content-security-policy']).toContain(sha256(themeScript));
    expect(html.headers['cache-control']).toBe(cacheRevalidate);
    expect(html.headers.vary).toBe('accept-encoding');
    const js = await app.inject({ url: '/app-0123456789abcdef0123.js', headers: { 'accept-encoding': 'gzip' } });
    expect({ encoding: js.headers['content-encoding'], type: js.headers['content-type'], cache: js.headers['cache-control'] }).toEqual({
      encoding: 'gzip',
      type: 'application/javascript; charset=utf-8',
      cache: cacheImmutable,
    });
    expect(gunzipSync(js.rawPayload).toString()).toBe('console.log("from the build copy")');
    // A browser that accepts neither gets the file itself.
    expect((await app.inject('/en/')).body).toContain('en home');
  });

  it('marks responses as varying by Accept-Encoding exactly once', async () => {
    await start();
    const compressed = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    const plain = await app.inject('/');
    expect(compressed.headers.vary).toBe('accept-encoding');
    expect(plain.headers.vary).toBe('accept-encoding');
  });
});

describe('cache headers', () => {
  it.each(['/app-0123456789abcdef0123.js', '/styles.0123456789abcdef0123.css', '/static/logo-1234.png'])(
    'marks the hashed asset %s immutable for a year',
    async (url) => {
      await start();
      const reply = await app.inject(url);
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['cache-control']).toBe(cacheImmutable);
    },
  );

  it.each([
    '/',
    '/en/',
    '/profile/settings/',
    '/page-data/index/page-data.json',
    '/page-data/app-data.json',
    '/runtime-config.json',
    '/sitemap-0.xml',
    '/sitemap.xml',
    '/favicon.ico',
  ])('makes caches revalidate %s, with an ETag', async (url) => {
    await start();
    const reply = await app.inject(url);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe(cacheRevalidate);
    expect(reply.headers.etag).toBeDefined();
  });

  it('answers a matching If-None-Match with 304', async () => {
    await start();
    const { etag } = (await app.inject('/page-data/app-data.json')).headers;
    const reply = await app.inject({ url: '/page-data/app-data.json', headers: { 'if-none-match': String(etag) } });
    expect(reply.statusCode).toBe(304);
  });
});

describe('security headers', () => {
  const csp = async (url: string) => String((await app.inject(url)).headers['content-security-policy']);

  it.each(['/', '/en/nope/', '/auth/sign-in', '/telegram/', '/app-0123456789abcdef0123.js'])('sends the fixed headers on %s', async (url) => {
    await start();
    const { headers } = await app.inject(url);
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'permissions-policy': expect.stringContaining('camera=()'),
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
    });
  });

  it("allows the page's own inline scripts by hash and nothing else inline", async () => {
    await start();
    const policy = await csp('/');
    expect(policy).toContain(`script-src 'self' ${sha256(themeScript)};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('hashes the inline scripts of the page actually served', async () => {
    write('en/404/index.html', page('en not found', 'window.pagePath="/en/404/"'));
    await start();
    expect(await csp('/en/nope/')).toContain(sha256('window.pagePath="/en/404/"'));
    expect(await csp('/en/nope/')).not.toContain(sha256(themeScript));
  });

  it('rehashes a page replaced by a new build', async () => {
    await start();
    await csp('/');
    replace('index.html', page('ru home', 'window.build=2'), 5);
    expect(await csp('/')).toContain(sha256('window.build=2'));
  });

  it('locks down objects, base, forms and framing', async () => {
    await start();
    const policy = await csp('/');
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
      expect(policy).toContain(directive);
    }
  });

  it('lets the page call the API origin from runtime-config.json', async () => {
    await start();
    expect(await csp('/')).toContain("connect-src 'self' http://127.0.0.1:8787;");
  });

  it('follows a runtime-config.json replaced while running', async () => {
    await start();
    await csp('/');
    replace('runtime-config.json', JSON.stringify({ apiBaseUrl: 'https://api.example.com', captchaSiteKey: '' }), 5);
    expect(await csp('/')).toContain("connect-src 'self' https://api.example.com;");
  });

  describe('a runtime-config.json broken while running', () => {
    const replaceConfig = (content: string, secondsLater: number) => replace('runtime-config.json', content, secondsLater);
    let warn: jest.SpyInstance;

    beforeEach(() => {
      warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    });
    afterEach(() => warn.mockRestore());

    it('keeps serving pages with the previous policy', async () => {
      replaceConfig(JSON.stringify({ apiBaseUrl: 'https://api.example.com', captchaSiteKey: 'site-key' }), 0);
      await start();
      const before = await app.inject('/');
      replaceConfig('{"apiBaseUrl": "https://other.example.com",', 5);
      const after = await app.inject('/');
      expect({ status: after.statusCode, csp: after.headers['content-security-policy'] }).toEqual({
        status: 200,
        csp: before.headers['content-security-policy'],
      });
      expect(before.headers['content-security-policy']).toContain("connect-src 'self' https://api.example.com");
    });

    it('reports the broken file once, not on every request', async () => {
      await start();
      replaceConfig('not json', 5);
      await app.inject('/');
      await app.inject('/en/');
      expect(warn.mock.calls).toEqual([[expect.stringContaining('runtime-config.json is malformed')]]);
    });

    it('follows the file again once it is fixed', async () => {
      await start();
      replaceConfig('not json', 5);
      await app.inject('/');
      replaceConfig(JSON.stringify({ apiBaseUrl: 'https://fixed.example.com' }), 10);
      expect(await csp('/')).toContain("connect-src 'self' https://fixed.example.com;");
    });
  });

  it('refuses to start on a malformed runtime-config.json', async () => {
    write('runtime-config.json', '{"apiBaseUrl":');
    await expect(createSiteServer({ root })).rejects.toThrow(SyntaxError);
  });

  it('leaves reCAPTCHA out when no site key is configured', async () => {
    await start();
    const policy = await csp('/');
    expect(policy).not.toContain('google');
    expect(policy).toContain("frame-src 'none'");
  });

  it('allows reCAPTCHA hosts when a site key is configured', async () => {
    write('runtime-config.json', JSON.stringify({ apiBaseUrl: '/api', captchaSiteKey: 'site-key' }));
    await start();
    const policy = await csp('/');
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.gstatic\.com\/recaptcha\//);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
  });

  it('sends HSTS only behind https', async () => {
    await start();
    expect((await app.inject('/')).headers['strict-transport-security']).toBeUndefined();
    await app.close();
    await start({ https: true });
    const reply = await app.inject('/');
    expect(reply.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(reply.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('sitemap', () => {
  it('serves /sitemap.xml as the sitemap index', async () => {
    await start();
    const reply = await app.inject('/sitemap.xml');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/xml/);
    expect(reply.body).toBe('<sitemapindex>index</sitemapindex>');
  });

  it('serves the numbered map the index points at', async () => {
    await start();
    expect((await app.inject('/sitemap-0.xml')).body).toBe('<urlset>all</urlset>');
  });
});

describe('API proxy', () => {
  let upstream: http.Server;
  let origin: string;

  beforeEach(async () => {
    upstream = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        response.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
        response.end(JSON.stringify({ method: request.method, url: request.url, body, forwardedProto: request.headers['x-forwarded-proto'] }));
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('passes /api/* to the API without the prefix, with body, status and headers', async () => {
    await start({ apiProxy: origin });
    const reply = await app.inject({ method: 'POST', url: '/api/v2/web/login?x=1', payload: { login: 'demo' } });
    expect(reply.statusCode).toBe(201);
    expect(reply.headers['x-upstream']).toBe('yes');
    expect(reply.json()).toEqual({ method: 'POST', url: '/v2/web/login?x=1', body: '{"login":"demo"}', forwardedProto: 'http' });
  });

  it('answers 502 when the API is down', async () => {
    await new Promise((resolve) => upstream.close(resolve));
    upstream = http.createServer();
    await start({ apiProxy: origin });
    const reply = await app.inject('/api/v2/web/frontend/data');
    expect(reply.statusCode).toBe(502);
  });

  it.each([
    ['POST', '/api/bots/telegram'],
    ['POST', '/api/bots/vk'],
    ['POST', '/api/v2/bot/confirm'],
    ['GET', '/api/metrics'],
    ['GET', '/api/healthz'],
    ['GET', '/api/readyz'],
    ['GET', '/api/openapi.json'],
    ['GET', '/api/docs/'],
    ['GET', '/api/dev/mailbox'],
    ['GET', '/api/v2/web/login'],
    ['POST', '/api/v2/web/login/../../../bots/telegram'],
    ['POST', '/api//v2/web/login'],
  ])('forwards only the contract calls: %s %s answers 404 without reaching the API', async (method, url) => {
    let reached = 0;
    upstream.on('request', () => (reached += 1));
    await start({ apiProxy: origin });
    const reply = await app.inject({ method: method as 'GET' | 'POST', url, payload: method === 'POST' ? {} : undefined });
    expect({ status: reply.statusCode, reached }).toEqual({ status: 404, reached: 0 });
  });

  it('leaves /api/ to the static rules when no API is configured', async () => {
    await start();
    expect((await app.inject({ method: 'POST', url: '/api/v2/web/login' })).statusCode).toBe(405);
  });
});
