/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEVICE_COOKIE } from '@chameleon/contract';
import { idleConnectionReused } from '@chameleon/api/testing';
import type { FastifyInstance } from 'fastify';
import { createSiteServer } from './serve';

// The static server's side of the hardening: what its /api proxy passes on, how it
// fails, and headers on every answer, errors and 405s included.

let dir: string;
let root: string;
let app: FastifyInstance;
const upstreams: http.Server[] = [];
/** Every request any fake API saw, as `name METHOD url`. */
const seen: string[] = [];

function write(relative: string, content: string) {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), content);
}

/** A fake API; `hostile` answers with headers that try to override the site's. */
async function fakeApi(name: string, behaviour: 'answer' | 'hostile' | 'hang'): Promise<string> {
  const server = http.createServer((request, response) => {
    seen.push(`${name} ${request.method} ${request.url}`);
    if (behaviour === 'hang') return;
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json' };
    if (behaviour === 'hostile') {
      Object.assign(headers, {
        'content-security-policy': 'default-src *',
        'x-frame-options': 'ALLOWALL',
        'cache-control': 'public, max-age=31536000',
        'referrer-policy': 'unsafe-url',
        'set-cookie': ['session=stolen; Path=/', `${DEVICE_COOKIE}=s%3Aowner.sig; Path=/; HttpOnly; SameSite=Strict`],
      });
    }
    response.writeHead(200, headers);
    response.end(JSON.stringify({ status: true, token: 'secret-token', from: name }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstreams.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'site-hardening-'));
  root = path.join(dir, 'public');
  write('index.html', '<!DOCTYPE html><html><body>home</body></html>');
  write('en/index.html', '<!DOCTYPE html><html><body>en</body></html>');
  write('404.html', '<!DOCTYPE html><html><body>not found</body></html>');
  write('app-0123456789abcdef0123.js', 'console.log(1)\n//# sourceMappingURL=app-0123456789abcdef0123.js.map');
  write('app-0123456789abcdef0123.js.map', '{"sources":["webpack:///src/secret.ts"]}');
  write('styles.0123456789abcdef0123.css.map', '{}');
  write('webpack.stats.json', '{"assetsByChunkName":{}}');
  write('chunk-map.json', '{}');
  seen.length = 0;
});

afterEach(async () => {
  await app?.close();
  await Promise.all(upstreams.splice(0).map((server) => new Promise((resolve) => server.closeAllConnections() ?? server.close(resolve))));
  rmSync(dir, { recursive: true, force: true });
});

const start = async (options: Parameters<typeof createSiteServer>[0] extends infer O ? Partial<O> : never = {}) => {
  app = await createSiteServer({ root, https: true, redirectsFile: path.join(dir, 'none.json'), ...options });
  return app;
};

const securityHeaders = (headers: Record<string, unknown>) => ({
  csp: String(headers['content-security-policy'] ?? '').includes("frame-ancestors 'none'"),
  nosniff: headers['x-content-type-options'],
  frame: headers['x-frame-options'],
  referrer: headers['referrer-policy'],
  hsts: String(headers['strict-transport-security'] ?? '').startsWith('max-age=63072000'),
});
const expectedHeaders = { csp: true, nosniff: 'nosniff', frame: 'DENY', referrer: 'strict-origin-when-cross-origin', hsts: true };

describe('the /api proxy passes on the contract’s calls and nothing else', () => {
  it.each([
    ['GET', '/api/dev/mailbox?format=json&to=victim%40example.com'],
    ['POST', '/api/dev/bot/confirm'],
    ['POST', '/api/dev/checkout/pay-1'],
    ['GET', '/api/dev'],
    ['GET', '/api/v2/web/login'],
    ['POST', '/api/v2/web/login/../../dev/mailbox'],
    ['POST', '/api/%2e%2e/dev/bot/confirm'],
    ['GET', '/api/'],
    ['GET', '/api//dev/mailbox'],
  ])('%s %s: refused (404, or 405 once the path resolves outside /api/), never reaching the API', async (method, url) => {
    await start({ apiProxy: await fakeApi('api', 'answer') });
    const reply = await app.inject({ method: method as 'GET', url, payload: method === 'POST' ? {} : undefined });
    expect({ refused: [404, 405].includes(reply.statusCode), seen }).toEqual({ refused: true, seen: [] });
  });

  it('passes a call of the contract, with its query', async () => {
    await start({ apiProxy: await fakeApi('api', 'answer') });
    const reply = await app.inject({ method: 'GET', url: '/api/v2/web/user/transactions?limit=10&skip=0' });
    expect({ status: reply.statusCode, seen }).toEqual({ status: 200, seen: ['api GET /v2/web/user/transactions?limit=10&skip=0'] });
  });

  it('takes turns between several API processes', async () => {
    await start({ apiProxy: [await fakeApi('a', 'answer'), await fakeApi('b', 'answer')] });
    for (let call = 0; call < 4; call += 1) await app.inject({ method: 'POST', url: '/api/v2/web/logout' });
    expect(seen.map((entry) => entry.split(' ')[0])).toEqual(['a', 'b', 'a', 'b']);
  });
});

describe('proxied API replies', () => {
  it('are never cached, and the API cannot override the site’s security headers or set any cookie but its device cookie', async () => {
    await start({ apiProxy: await fakeApi('api', 'hostile') });
    const reply = await app.inject({ method: 'POST', url: '/api/v2/web/login', payload: {} });
    expect(reply.json()).toMatchObject({ token: 'secret-token' });
    expect({ ...securityHeaders(reply.headers), cache: reply.headers['cache-control'], cookie: reply.headers['set-cookie'] }).toEqual({
      ...expectedHeaders,
      cache: 'no-store',
      cookie: `${DEVICE_COOKIE}=s%3Aowner.sig; Path=/; HttpOnly; SameSite=Strict`,
    });
    expect(reply.headers['content-security-policy']).not.toContain('default-src *');
  });

  it('a hung API gets a 504 after the configured time, with the headers', async () => {
    await start({ apiProxy: await fakeApi('api', 'hang'), apiTimeoutMs: 300 });
    const started = Date.now();
    const reply = await app.inject({ method: 'POST', url: '/api/v2/web/login', payload: {} });
    expect({ status: reply.statusCode, fast: Date.now() - started < 5_000, ...securityHeaders(reply.headers) }).toEqual({ status: 504, fast: true, ...expectedHeaders });
  });

  it('an API that is down gets a 502, with the headers and no-store', async () => {
    await start({ apiProxy: 'http://127.0.0.1:9' });
    const reply = await app.inject({ method: 'GET', url: '/api/v2/web/frontend/data' });
    expect({ status: reply.statusCode, cache: reply.headers['cache-control'], ...securityHeaders(reply.headers) }).toEqual({ status: 502, cache: 'no-store', ...expectedHeaders });
  });
});

describe('every answer carries the security headers', () => {
  it.each([
    ['POST', '/', 405],
    ['DELETE', '/en/', 405],
    ['PUT', '/missing', 405],
    ['GET', '/%ff', 400],
    ['GET', '/missing.js', 404],
  ])('%s %s (%d)', async (method, url, status) => {
    await start();
    const reply = await app.inject({ method: method as 'GET', url });
    expect({ status: reply.statusCode, ...securityHeaders(reply.headers) }).toEqual({ status, ...expectedHeaders });
  });
});

it.each(['/app-0123456789abcdef0123.js.map', '/styles.0123456789abcdef0123.css.map', '/webpack.stats.json', '/chunk-map.json', '/WEBPACK.STATS.JSON'])(
  'serves no source map or build statistics: %s is 404',
  async (url) => {
    await start();
    expect((await app.inject(url)).statusCode).toBe(404);
  },
);

describe('a %-escape does not get around the refusal: the decoded path is what is tested', () => {
  const js = '/app-0123456789abcdef0123.js';
  it.each([
    `${js}%2Emap`,
    `${js}%2emap`,
    `${js}.ma%70`,
    `${js}%2E%6D%61%70`,
    `${js}%2e%6d%61%70`,
    '/styles.0123456789abcdef0123.css%2Emap',
    '/webpack.stats.jso%6E',
    '/webpack.stats.jso%6e',
    '/webpack%2Estats%2Ejson',
    '/WEBPACK%2ESTATS.JSO%4E',
    '/chunk-map.jso%6E',
    '/chunk%2Dmap%2Ejson',
    '/%63hunk-map.json',
  ])('%s is 404, and its content is not sent', async (url) => {
    await start();
    const reply = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect({ status: reply.statusCode, leaked: /sources|assetsByChunkName|^\{\}$/.test(reply.body) }).toEqual({ status: 404, leaked: false });
  });

  it('a double escape stays a literal %2E once decoded, naming no file: 404', async () => {
    await start();
    expect((await app.inject(`${js}%252Emap`)).statusCode).toBe(404);
  });

  it('the build’s compressed copies of the statistics and maps are refused too', async () => {
    for (const file of ['webpack.stats.json', 'chunk-map.json', 'app-0123456789abcdef0123.js.map']) {
      write(`${file}.br`, 'compressed');
      write(`${file}.gz`, 'compressed');
    }
    await start();
    const urls = ['/webpack.stats.json.br', '/webpack.stats.json.gz', '/chunk-map.json.gz', `${js}.map.br`, `${js}%2Emap.gz`, '/webpack.stats.jso%6E.br'];
    const statuses = await Promise.all(urls.map(async (url) => [url, (await app.inject(url)).statusCode]));
    expect(Object.fromEntries(statuses)).toEqual(Object.fromEntries(urls.map((url) => [url, 404])));
  });

  it('sent raw over a socket (no client normalises the escapes)', async () => {
    await start();
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const status = (urlPath: string) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port, path: urlPath }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end();
      });
    expect({ map: await status(`${js}%2Emap`), stats: await status('/webpack.stats.jso%6E') }).toEqual({ map: 404, stats: 404 });
  });

  it('an escaped path to a published file is still served', async () => {
    await start();
    expect((await app.inject('/app-0123456789abcdef0123%2Ejs')).statusCode).toBe(200);
  });
});

describe('no off-site redirect from a //host path', () => {
  it.each(['//en', '//evil.example', '//evil.example/', '/%2Fevil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '///en'])('%s', async (url) => {
    await start();
    const reply = await app.inject(url);
    const location = String(reply.headers.location ?? '');
    expect({ status: reply.statusCode, offSite: /^(?:[/\\]{2}|[a-z]+:)/i.test(location) || new URL(location || '/', 'http://site.example').host !== 'site.example' }).toEqual({
      status: 404,
      offSite: false,
    });
  });

  it('/\\evil.example, sent raw (an injected request would normalise it)', async () => {
    write('evil.example/index.html', 'a page named like a host');
    await start();
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = new URL(address);
    const answer = await new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: '/\\evil.example' }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      });
      request.on('error', reject);
      request.end();
    });
    expect(answer).toEqual({ status: 404, location: undefined });
  });
});

describe('demo mode', () => {
  it('serves runtime-config.json with "demo": true, keeping the deploy’s values', async () => {
    write('runtime-config.json', JSON.stringify({ apiBaseUrl: '/api', captchaSiteKey: '' }));
    await start({ demo: true });
    const reply = await app.inject('/runtime-config.json');
    expect({ status: reply.statusCode, body: reply.json(), ...securityHeaders(reply.headers) }).toEqual({
      status: 200,
      body: { apiBaseUrl: '/api', captchaSiteKey: '', demo: true },
      ...expectedHeaders,
    });
  });

  it('serves the file as it is otherwise', async () => {
    write('runtime-config.json', JSON.stringify({ apiBaseUrl: '/api' }));
    await start();
    expect((await app.inject('/runtime-config.json')).json()).toEqual({ apiBaseUrl: '/api' });
  });
});

describe('keep-alive', () => {
  // Browsers, CDNs and load balancers pool an idle connection far longer than Node's 5 s default;
  // a server that closes one first races the caller's next request on it ("socket hang up").
  it('keeps an idle connection open past 5 s', async () => {
    write('index.html', '<!doctype html><title>Chameleon</title>');
    const address = await (await start()).listen({ host: '127.0.0.1', port: 0 });
    expect(await idleConnectionReused(`${address}/`, 6_000)).toBe(true);
  }, 20_000);
});
