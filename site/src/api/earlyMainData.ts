/** Where the account pages' head script (`app/accountHeadScript.ts`) leaves its request. */
export const earlyMainDataGlobal = '__chameleonMainData';

interface EarlyMainData {
  url: string;
  token: string;
  reply: Promise<Response>;
}

function isEarlyMainData(value: unknown): value is EarlyMainData {
  if (typeof value !== 'object' || value === null) return false;
  const early = value as Record<string, unknown>;
  return typeof early.url === 'string' && typeof early.token === 'string' && early.reply instanceof Promise;
}

/** The early reply, or the ApiClient's abort (its time-out) if that comes first. */
function abortable(reply: Promise<Response>, signal: AbortSignal | null | undefined): Promise<Response> {
  if (!signal) return reply;
  return new Promise((resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    reply.then(resolve, reject);
  });
}

/**
 * The main-data request the account pages' head script started (`accountHeadScript.ts`),
 * handed to the ApiClient in place of a new one when it asks for exactly that call: the same
 * URL (the deployed API may differ from the build's default), method and token (a sign-in
 * since then makes it someone else's reply). Used once; anything else returns `null` and the
 * request is sent as usual.
 */
export function takeEarlyMainData(url: string, init: RequestInit, scope: Record<string, unknown> = window as unknown as Record<string, unknown>): Promise<Response> | null {
  const early = scope[earlyMainDataGlobal];
  if (!isEarlyMainData(early) || init.method !== 'GET' || url !== early.url) return null;
  delete scope[earlyMainDataGlobal];
  if (new Headers(init.headers).get('Authorization') !== `Bearer ${early.token}`) return null;
  return abortable(early.reply, init.signal);
}
