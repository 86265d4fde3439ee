import { routes, type Route } from '@chameleon/contract';

/**
 * The site's serving rules (docs/deploy.md, "Serving rules") as data, kept once: the Node
 * server (serve.ts) applies them and nginx.ts writes them out as the nginx configuration in
 * deploy/nginx/, so the two cannot drift. Patterns are regular-expression sources that mean
 * the same in JavaScript and in nginx (PCRE).
 */

/** Locales served under a `/xx/` prefix, each with its own 404 page; the default locale (ru) has none. */
export const prefixedLocales = ['en', 'de', 'es', 'fr'] as const;

export const cacheClasses = {
  /** Content-hashed files never change under their name. */
  immutable: 'public, max-age=31536000, immutable',
  /** Everything that keeps its URL from build to build: caches ask again each time. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** API replies carry tokens and account data: no cache, shared or private, keeps them. */
  api: 'no-store',
} as const;

/** Immutable: everything under this prefix (Gatsby's `static/`)... */
export const immutablePrefix = '/static/';
/** ...and webpack's `<name>-<contenthash>.js` and Gatsby's `styles.<contenthash>.css` (20 hex digits). */
export const hashedAssetPattern = '[.-][0-9a-f]{16,}\\.(?:js|css)$';

/**
 * Never served (404), tested on the decoded path: source maps and webpack's statistics, which
 * describe the source and module graph, and the build's brotli and gzip copies of them.
 */
export const unpublishedPattern = '(?:\\.map|/webpack\\.stats\\.json|/chunk-map\\.json)(?:\\.br|\\.gz)?$';

/** On every answer; last, so that nothing upstream overrides them. */
export const securityHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=()',
} as const;

/** Added when the site is reached over https. */
export const httpsHeaders = { 'strict-transport-security': 'max-age=63072000; includeSubDomains' } as const;

/** Where the site passes the contract's calls on to the API (without this prefix). */
export const apiPrefix = '/api';
/** How long the API may take before the visitor gets a 504 (ms). */
export const apiTimeoutMs = 12_000;
/** The answer to anything under the API prefix that is not a contract call: it never reaches the API. */
export const apiNotFoundBody = JSON.stringify({ status: false, message: 'NOT_FOUND' });

// The contract's calls and nothing else: the API's bot webhooks, operations endpoints (health,
// metrics), reference pages and development pages stay reachable only where an operator exposes
// them. POST /v2/bot/confirm is for the bots, not browsers.
const browserCalls = (Object.values(routes) as Route[]).filter((route) => route.auth !== 'bot');

/** `METHOD path` of every call passed on to the API. */
const forwardedCalls: ReadonlySet<string> = new Set(browserCalls.map((route) => `${route.method} ${route.path}`));
/** The paths of those calls, sorted (CORS preflights may ask for any of them). */
export const forwardedPaths: readonly string[] = [...new Set(browserCalls.map((route) => route.path))].sort();

/** Whether `method` on `pathAndQuery` (below the API prefix) is one of those calls; CORS preflights included. */
export function isForwardedApiCall(method: string, pathAndQuery: string): boolean {
  const path = pathAndQuery.split('?', 1)[0] ?? '';
  if (method === 'OPTIONS') return forwardedPaths.includes(path);
  return forwardedCalls.has(`${method} ${path}`);
}
