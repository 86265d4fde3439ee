import { readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { DEVICE_COOKIE } from '@chameleon/contract';
import { contentSecurityPolicy, InlineScriptHashCache, RuntimeConfigWatcher } from './policy';
import {
  apiNotFoundBody,
  apiPrefix,
  apiTimeoutMs,
  cacheClasses,
  hashedAssetPattern,
  httpsHeaders,
  immutablePrefix,
  isForwardedApiCall,
  prefixedLocales as defaultPrefixedLocales,
  securityHeaders,
  unpublishedPattern,
} from './servingRules';

export interface SiteServerOptions {
  /** The Gatsby output directory (`site/public`). */
  root: string;
  /** JSON array of `{ fromPath, toPath }`; a missing file means no redirects. */
  redirectsFile?: string;
  /** Locales served under a `/xx/` prefix; the default locale (ru) has none. */
  prefixedLocales?: readonly string[];
  /**
   * Origin(s) of the account API (`http://127.0.0.1:8787`). When set, the contract's calls under
   * `/api/` are passed to it without the `/api` prefix, which is what the build's default
   * `apiBaseUrl: "/api"` expects; several origins (stateless API processes on one database)
   * take turns.
   */
  apiProxy?: string | readonly string[];
  /** How long the API may take to answer before the visitor gets a 504 (ms). */
  apiTimeoutMs?: number;
  /** Proxies in front of this server whose `X-Forwarded-For` entries are believed (0: none). */
  trustProxyHops?: number;
  /** A request still arriving after this long (a trickled body or headers) is cut off (ms). */
  requestTimeoutMs?: number;
  /**
   * Demo mode (`pnpm start`): `/runtime-config.json` is answered with `"demo": true` added, so
   * every page shows its "demo data" notice. The file on disk stays the deploy's.
   */
  demo?: boolean;
  /** The site is reached over https (through a proxy): send HSTS and upgrade requests. */
  https?: boolean;
  logger?: boolean;
}

export interface Redirect {
  fromPath: string;
  toPath: string;
}

const cacheImmutable = cacheClasses.immutable;
const cacheRevalidate = cacheClasses.revalidate;
const hashedAsset = new RegExp(hashedAssetPattern);

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith(immutablePrefix) || hashedAsset.test(urlPath)) return cacheImmutable;
  // Everything else (HTML, page-data/**, app-data.json, runtime-config.json, sitemaps,
  // favicons) keeps its URL across builds, so caches must ask again each time.
  return cacheRevalidate;
}

export function loadRedirects(file: string): Redirect[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const entries: unknown = JSON.parse(text);
  if (!Array.isArray(entries)) throw new Error(`${file}: expected an array of { fromPath, toPath }`);
  return entries.map((entry: unknown, index) => {
    const { fromPath, toPath } = (entry ?? {}) as Record<string, unknown>;
    if (typeof fromPath !== 'string' || !fromPath.startsWith('/') || typeof toPath !== 'string' || toPath === '') {
      throw new Error(`${file}[${index}]: expected { fromPath: "/…", toPath: "/…" | "https://…" }`);
    }
    return { fromPath, toPath };
  });
}

const withoutTrailingSlash = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
const isAbsoluteUrl = (target: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(target);

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

const unpublished = new RegExp(unpublishedPattern, 'i');

/**
 * A path a browser could read as another host once it is echoed in a `Location` (`//evil.example`,
 * `/\evil.example`): refused before any rule can redirect to it.
 */
function looksOffSite(urlPath: string): boolean {
  let decoded = urlPath;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // Malformed escapes are refused by resolveInside.
  }
  return /^[/\\]{2}/.test(urlPath) || /^[/\\]{2}/.test(decoded) || urlPath.includes('\\') || decoded.includes('\\');
}

/**
 * The decoded path below `root`, or null when the URL tries to leave it, is malformed or names
 * an unpublished file.
 */
function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment === '..' || segment.startsWith('.'))) return null;
  // Tested on the decoded path, the one the file is looked up by, not on the raw URL:
  // `/app.js%2Emap` and `/webpack.stats.jso%6E` name the same files as `.map` and `.json`.
  if (unpublished.test(decoded)) return null;
  const file = path.join(root, decoded);
  return file === root || file.startsWith(root + path.sep) ? file : null;
}

export async function createSiteServer(options: SiteServerOptions): Promise<FastifyInstance> {
  const root = path.resolve(options.root);
  const prefixedLocales: readonly string[] = options.prefixedLocales ?? defaultPrefixedLocales;
  const https = options.https ?? false;
  const redirects = new Map<string, Redirect>();
  for (const redirect of loadRedirects(options.redirectsFile ?? path.join(root, '..', 'redirects.json'))) {
    redirects.set(withoutTrailingSlash(redirect.fromPath), redirect);
  }
  const scriptHashes = new InlineScriptHashCache();
  const runtimeConfig = new RuntimeConfigWatcher(path.join(root, 'runtime-config.json'));
  // Fail at start, not on the first visitor, when the config is malformed.
  runtimeConfig.load();

  const requestTimeout = options.requestTimeoutMs ?? 15_000;
  const hops = options.trustProxyHops ?? 0;
  const app = Fastify<http.Server>({
    logger: options.logger ?? false,
    trustProxy: (_address: string, hop: number) => hop < hops,
    // A URL Fastify cannot route (a malformed %-escape) is answered before any hook runs.
    frameworkErrors: (_error, _request, reply) => {
      const answer = reply as FastifyReply;
      setSecurityHeaders(answer, https);
      void answer.header('content-security-policy', policyFor(null)).code(400).type('text/plain; charset=utf-8').send('Bad Request');
    },
    // Node looks for requests past their time-out every 30 s by default; every second here. Idle
    // connections stay open as long as the API keeps them, and for its reason (KEEP_ALIVE_MS in
    // api/src/app.ts): longer than whatever in front pools one.
    serverFactory: (handler: http.RequestListener) =>
      http.createServer({ requestTimeout, headersTimeout: Math.min(requestTimeout, 10_000), connectionsCheckingInterval: 1_000, keepAliveTimeout: 72_000 }, handler),
  });
  // The build's brotli-11 and gzip-9 copies (the build plugin's precompress.ts) where they exist;
  // anything else (the runtime configuration, 404 pages, API replies) is compressed on the fly.
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, { root, serve: false, cacheControl: false, dotfiles: 'deny', index: false, preCompressed: true });

  function policyFor(htmlFile: string | null): string {
    const { apiOrigin, captcha } = runtimeConfig.get();
    return contentSecurityPolicy({ scriptHashes: htmlFile ? scriptHashes.get(htmlFile) : [], apiOrigin, captcha, https });
  }

  app.addHook('onRequest', async (_request, reply) => {
    // Lower-case so that @fastify/compress recognises it and does not append a second one.
    reply.header('vary', 'accept-encoding');
  });
  // On every answer, errors, 405s and proxied API replies included, and last, so that nothing
  // (an upstream API, an error path) can drop or override them.
  app.addHook('onSend', async (request, reply, payload) => {
    setSecurityHeaders(reply, https);
    if (isProxied(request)) {
      // API replies carry tokens and account data: no cache, shared or private, keeps them.
      reply.header('cache-control', cacheClasses.api);
      reply.header('content-security-policy', policyFor(null));
    } else if (!reply.hasHeader('content-security-policy')) {
      reply.header('content-security-policy', policyFor(null));
    }
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', cacheRevalidate);
    return payload;
  });

  /** The 404 page of the locale the path belongs to (ru, unprefixed, by default). */
  function notFoundPage(urlPath: string): string | null {
    const locale = urlPath.split('/')[1] ?? '';
    const base = prefixedLocales.includes(locale) ? path.join(root, locale) : root;
    return [path.join(base, '404', 'index.html'), path.join(base, '404.html')].find(isFile) ?? null;
  }

  async function sendNotFound(urlPath: string, reply: FastifyReply) {
    const page = /\.(?!html$)[^/]+$/.test(urlPath) || urlPath.startsWith('/page-data/') ? null : notFoundPage(urlPath);
    reply.code(404).header('cache-control', cacheRevalidate);
    if (!page) return reply.header('content-security-policy', policyFor(null)).type('text/plain; charset=utf-8').send('Not Found');
    // Sent from memory rather than through send(): a conditional request must never turn a 404 into a 304.
    return reply.header('content-security-policy', policyFor(page)).type('text/html; charset=utf-8').send(readFileSync(page));
  }

  async function sendPublicFile(file: string, urlPath: string, reply: FastifyReply) {
    const isHtml = file.endsWith('.html');
    reply.header('cache-control', isHtml ? cacheRevalidate : cacheControlFor(urlPath));
    reply.header('content-security-policy', policyFor(isHtml ? file : null));
    return reply.sendFile(path.relative(root, file), root, { cacheControl: false });
  }

  async function sendDemoRuntimeConfig(reply: FastifyReply) {
    const file = path.join(root, 'runtime-config.json');
    const config = isFile(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
    return reply.header('cache-control', cacheRevalidate).type('application/json; charset=utf-8').send(JSON.stringify({ ...config, demo: true }));
  }

  function redirectTo(reply: FastifyReply, status: number, location: string) {
    return reply.code(status).header('cache-control', cacheRevalidate).header('content-security-policy', policyFor(null)).redirect(location, status);
  }

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const queryStart = request.url.indexOf('?');
    const urlPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    const query = queryStart === -1 ? '' : request.url.slice(queryStart);

    // Unpublished files (source maps, build statistics) are refused by resolveInside, once decoded.
    if (looksOffSite(urlPath)) return sendNotFound(urlPath, reply);
    if (options.demo && urlPath === '/runtime-config.json') return sendDemoRuntimeConfig(reply);

    const redirect = redirects.get(withoutTrailingSlash(urlPath));
    if (redirect) {
      if (isAbsoluteUrl(redirect.toPath)) return redirectTo(reply, 302, redirect.toPath);
      return redirectTo(reply, 301, redirect.toPath.includes('?') ? redirect.toPath : redirect.toPath + query);
    }

    // The sitemap plugin writes an index (sitemap-index.xml) pointing at the numbered
    // maps; /sitemap.xml answers with that index, which search engines accept as a sitemap.
    if (urlPath === '/sitemap.xml' && !isFile(path.join(root, 'sitemap.xml')) && isFile(path.join(root, 'sitemap-index.xml'))) {
      return sendPublicFile(path.join(root, 'sitemap-index.xml'), urlPath, reply);
    }

    const target = resolveInside(root, urlPath);
    if (target === null) return sendNotFound(urlPath, reply);

    if (urlPath.endsWith('/')) {
      const index = path.join(target, 'index.html');
      if (isFile(index)) return sendPublicFile(index, urlPath, reply);
    } else if (isFile(target)) {
      return sendPublicFile(target, urlPath, reply);
    } else if (isFile(path.join(target, 'index.html'))) {
      // Gatsby writes every page as <path>/index.html and links to <path>/.
      return redirectTo(reply, 301, `${urlPath}/${query}`);
    }

    return sendNotFound(urlPath, reply);
  }

  const upstreams = [options.apiProxy ?? []].flat().filter(Boolean).map((origin) => new URL(origin));
  if (upstreams.length > 0) {
    await app.register(apiProxy({ upstreams, https, timeoutMs: options.apiTimeoutMs ?? apiTimeoutMs }), { prefix: apiPrefix });
  }
  app.route({ method: ['GET', 'HEAD'], url: '*', handler: handle });
  // The site is read-only: other methods on any path are refused.
  app.setNotFoundHandler(async (_request, reply) =>
    reply.code(405).header('allow', 'GET, HEAD').type('text/plain; charset=utf-8').send('Method Not Allowed'),
  );
  // Fastify's own refusals (a malformed URL, a body too large) carry the headers too (onSend).
  app.setErrorHandler(async (error, _request, reply) => {
    const status = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
    return reply.code(status >= 400 && status < 600 ? status : 500).type('text/plain; charset=utf-8').send(status < 500 ? 'Bad Request' : 'Internal Server Error');
  });

  return app;
}

function setSecurityHeaders(reply: FastifyReply, https: boolean): void {
  reply.headers(securityHeaders);
  if (https) reply.headers(httpsHeaders);
  else for (const name of Object.keys(httpsHeaders)) reply.removeHeader(name);
}

// Connection-level headers describe one hop and must not be forwarded.
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'host']);
// Set by this server alone (onSend): an upstream's own values are dropped, not merged.
const siteOwned = new Set([
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'permissions-policy',
  'strict-transport-security',
  'cache-control',
  'set-cookie',
]);

const proxiedRequests = new WeakSet<FastifyRequest>();
const isProxied = (request: FastifyRequest) => proxiedRequests.has(request);

interface ProxyOptions {
  upstreams: readonly URL[];
  https: boolean;
  timeoutMs: number;
}

function apiProxy({ upstreams, https, timeoutMs }: ProxyOptions) {
  let turn = 0;
  return async function proxy(api: FastifyInstance) {
    // Request bodies go upstream untouched, as a stream.
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    api.all('/*', (request, reply) => {
      proxiedRequests.add(request);
      const upstreamUrl = request.url.slice(apiPrefix.length) || '/';
      // Only what the site itself calls (servingRules.ts): the API's development pages (mailbox, bot,
      // checkout), webhooks and operations endpoints stay off the public port.
      if (!isForwardedApiCall(request.method, upstreamUrl)) {
        return reply.code(404).type('application/json; charset=utf-8').send(apiNotFoundBody);
      }
      const target = upstreams[turn++ % upstreams.length] as URL;
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(request.headers)) if (!hopByHop.has(name)) headers[name] = value;
      // The client as this server resolved it (through its own trusted hops); whatever the
      // client wrote in X-Forwarded-For is replaced, so the API needs to trust one hop: us.
      headers['x-forwarded-for'] = request.ip;
      headers['x-forwarded-proto'] = https ? 'https' : 'http';
      headers['x-forwarded-host'] = request.headers.host;
      delete headers.forwarded;
      const upstream = http.request(
        { protocol: target.protocol, hostname: target.hostname, port: target.port, method: request.method, path: upstreamUrl, headers },
        (response) => {
          upstream.setTimeout(0);
          reply.code(response.statusCode ?? 502);
          for (const [name, value] of Object.entries(response.headers)) {
            if (!hopByHop.has(name) && !siteOwned.has(name) && value !== undefined) reply.header(name, value);
          }
          // The API's one cookie, its HttpOnly device cookie (sign-in, sign-up), passes on; no other.
          const deviceCookie = response.headers['set-cookie']?.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
          if (deviceCookie !== undefined) reply.header('set-cookie', deviceCookie);
          void reply.send(response);
        },
      );
      // A hung API must not hold the visitor (and a socket here) for ever.
      upstream.setTimeout(timeoutMs, () => {
        upstream.destroy();
        if (!reply.sent) void reply.code(504).type('text/plain; charset=utf-8').send(`Gateway Timeout: the API did not answer within ${Math.round(timeoutMs / 1000)} s`);
      });
      upstream.on('error', () => {
        if (!reply.sent) void reply.code(502).type('text/plain; charset=utf-8').send('Bad Gateway: the API is not answering');
      });
      if (request.body) (request.body as NodeJS.ReadableStream).pipe(upstream);
      else upstream.end();
      return reply;
    });
  };
}
