import { routes, type Route } from '@chameleon/contract';

// The site's /api proxy passes on the contract's calls and nothing else: the API's bot webhooks,
// operations endpoints (health, metrics), reference pages and development pages stay reachable
// only where an operator exposes them. POST /v2/bot/confirm is for the bots, not browsers.
const forwarded = new Set(
  (Object.values(routes) as Route[]).filter((route) => route.auth !== 'bot').map((route) => `${route.method} ${route.path}`),
);
const forwardedPaths = new Set([...forwarded].map((call) => call.slice(call.indexOf(' ') + 1)));

/** Whether `method` on `pathAndQuery` (relative to the API) is one of the contract's calls; CORS preflights included. */
export function isForwardedApiCall(method: string, pathAndQuery: string): boolean {
  const path = pathAndQuery.split('?', 1)[0] ?? '';
  if (method === 'OPTIONS') return forwardedPaths.has(path);
  return forwarded.has(`${method} ${path}`);
}
