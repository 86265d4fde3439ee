/** Where the account pages' head script (`app/accountHeadScript.ts`) leaves its main-data request, ready to send. */
export const earlyMainDataGlobal = '__chameleonMainData';
/** And its request for the deployed runtime configuration, which the session restore waits for. */
export const earlyRuntimeConfigGlobal = '__chameleonRuntimeConfig';

/**
 * Where a head script queues what must wait for the first paint: the paint-first loader (the
 * build plugin's `paintFirst.ts`) calls each once the static HTML is painted, just before it
 * requests the bundles, so the early requests leave with the bundles, not ahead of the paint.
 */
export const afterFirstPaintQueue = '__chameleonAfterPaint';

/** The runtime configuration the deploy may change (`public/runtime-config.json`), read with these headers. */
export const runtimeConfigUrl = '/runtime-config.json';
export const runtimeConfigRequest = { cache: 'no-cache', headers: { Accept: 'application/json' } } as const satisfies RequestInit;

interface EarlyRequest {
  url: string;
  /** The access token the main-data request is sent with. */
  token?: unknown;
  /** Sends the request, unless the loader already did after the first paint; the same reply either way. */
  send: () => Promise<Response>;
}

type Scope = Record<string, unknown>;

function isEarlyRequest(value: unknown): value is EarlyRequest {
  if (typeof value !== 'object' || value === null) return false;
  const early = value as Record<string, unknown>;
  return typeof early.url === 'string' && typeof early.send === 'function';
}

/** The early reply, or the caller's abort (its time-out) if that comes first. */
function abortable(early: EarlyRequest, signal: AbortSignal | null | undefined): Promise<Response> {
  const reply = Promise.resolve(early.send());
  if (!signal) return reply;
  return new Promise((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    reply.then(resolve, reject);
  });
}

/** Takes the request left under `name` (once) if it went to `url` with method GET; `null` otherwise. */
function take(scope: Scope, name: string, url: string, init: RequestInit): EarlyRequest | null {
  const early = scope[name];
  if (!isEarlyRequest(early) || (init.method ?? 'GET') !== 'GET' || url !== early.url) return null;
  delete scope[name];
  return early;
}

const browserScope = (): Scope => window as unknown as Scope;

/**
 * The main-data request the account pages' head script prepared (sent after the first paint),
 * handed to the ApiClient in
 * place of a new one when it asks for exactly that call: the same URL (the deployed API may
 * differ from the build's default), method and token (a sign-in since then makes it someone
 * else's reply). Used once; anything else returns `null` and the request is sent as usual.
 */
export function takeEarlyMainData(url: string, init: RequestInit, scope: Scope = browserScope()): Promise<Response> | null {
  const early = take(scope, earlyMainDataGlobal, url, init);
  if (early === null || typeof early.token !== 'string') return null;
  if (new Headers(init.headers).get('Authorization') !== `Bearer ${early.token}`) return null;
  return abortable(early, init.signal);
}

/** The runtime-configuration request the head script prepared, handed to its loader once. */
export function takeEarlyRuntimeConfig(url: string, init: RequestInit, scope: Scope = browserScope()): Promise<Response> | null {
  const early = take(scope, earlyRuntimeConfigGlobal, url, init);
  return early === null ? null : abortable(early, init.signal);
}
