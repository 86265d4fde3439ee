/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { routes, type Route } from '@chameleon/contract';
import type { FastifyInstance } from 'fastify';
import { chooseLocation, nginxConfigDir, nginxConfigFiles, siteLocations } from './nginx';
import { createSiteServer } from './serve';
import { cacheClasses, isForwardedApiCall, securityHeaders } from './servingRules';

const calls = Object.values(routes) as Route[];
const browserCalls = calls.filter((call) => call.auth !== 'bot');
const notForwarded = ['/bots/telegram', '/bots/vk', '/v2/bot/confirm', '/healthz', '/readyz', '/metrics', '/openapi.json', '/docs/', '/dev/bot/confirm', '/v2/web/login/x'];

describe('the API calls passed on', () => {
  it('are each browser call of the contract, with its method and query', () => {
    for (const call of browserCalls) {
      expect(isForwardedApiCall(call.method, `${call.path}?limit=10`)).toBe(true);
      expect(isForwardedApiCall('OPTIONS', call.path)).toBe(true);
      expect(isForwardedApiCall(call.method === 'GET' ? 'POST' : 'GET', call.path)).toBe(calls.some((other) => other.path === call.path && other.method !== call.method));
    }
  });

  it.each(notForwarded)('and nothing else: %s', (apiPath) => {
    expect(isForwardedApiCall('POST', apiPath) || isForwardedApiCall('GET', apiPath)).toBe(false);
  });
});

it('the committed nginx configuration is the one the rules generate (regenerate: tsx server/nginx.ts --write-config)', () => {
  for (const [name, text] of Object.entries(nginxConfigFiles())) expect(readFileSync(path.join(nginxConfigDir, name), 'utf8')).toBe(text);
});

describe('nginx and the Node server answer each path alike', () => {
  let dir: string;
  let app: FastifyInstance;
  let upstream: http.Server;
  const proxied: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'serving-rules-'));
    const files = ['index.html', 'en/index.html', 'auth/sign-in/index.html', '404.html', 'en/404/index.html', 'app-0123456789abcdef0123.js', 'styles.0123456789abcdef0123.css', 'static/logo.png', 'page-data/app-data.json', 'runtime-config.json', 'sitemap-index.xml', 'favicon.ico', 'app-0123456789abcdef0123.js.map', 'webpack.stats.json', 'chunk-map.json.br'];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), file.endsWith('.json') ? '{}' : file);
    }
    upstream = http.createServer((request, response) => {
      proxied.push(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      response.end('{"status":true}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    app = await createSiteServer({ root: dir, redirectsFile: path.join(dir, 'none.json'), apiProxy: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}` });
  });

  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => upstream.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const paths = [
    '/',
    '/en/',
    '/auth/sign-in/',
    '/404.html',
    '/en/404/index.html',
    '/app-0123456789abcdef0123.js',
    '/styles.0123456789abcdef0123.css',
    '/static/logo.png',
    '/page-data/app-data.json',
    '/runtime-config.json',
    '/sitemap.xml',
    '/favicon.ico',
    '/app-0123456789abcdef0123.js.map',
    '/webpack.stats.json',
    '/chunk-map.json.br',
    ...browserCalls.map((call) => `/api${call.path}`),
    ...notForwarded.map((apiPath) => `/api${apiPath}`),
  ];

  it.each(paths)('%s', async (urlPath) => {
    const location = chooseLocation(siteLocations(), urlPath);
    const call = browserCalls.find((candidate) => `/api${candidate.path}` === urlPath);
    const before = proxied.length;
    const reply = await app.inject({ method: call?.method ?? 'GET', url: urlPath });
    const node = {
      outcome: proxied.length > before ? 'proxy' : reply.statusCode === 404 ? 'notFound' : reply.statusCode === 200 ? 'serve' : reply.statusCode,
      cache: reply.headers['cache-control'],
      securityHeaders: Object.fromEntries(Object.keys(securityHeaders).map((name) => [name, reply.headers[name]])),
    };
    const answer = location?.answer ?? {};
    const nginx = {
      outcome: 'proxy' in answer ? 'proxy' : 'notFound' in answer ? 'notFound' : 'serve',
      // A plain 404 sets no Cache-Control of its own in nginx; the Node server marks it revalidate.
      cache: location?.cache === null ? cacheClasses.revalidate : cacheClasses[location?.cache ?? 'revalidate'],
      securityHeaders,
    };
    expect(node).toEqual(nginx);
  });
});
