import { endpoints, type EndpointName } from '@chameleon/contract';
import { ApiClient, type FetchLike, type HttpReply } from '../../api/ApiClient';
import { memoryTokenCookie } from '../../api/tokenCookie';
import { RootStore } from '../../stores';

export interface FakeReply {
  status?: number;
  body: unknown;
}

/** What a fake endpoint answers: a reply, or a function of the request body and query. */
export type FakeHandler =
  | FakeReply
  | ((request: { body: unknown; query: URLSearchParams; token: string | null }) => FakeReply | Promise<FakeReply>);

export type FakeRoutes = Partial<Record<EndpointName, FakeHandler>>;

export interface FakeCall {
  endpoint: EndpointName;
  body: unknown;
  query: URLSearchParams;
  authorization: string | null;
}

const okReply = (body: unknown, status = 200): HttpReply => ({
  ok: status >= 200 && status < 300,
  status,
  headers: { get: () => null },
  text: async () => JSON.stringify(body),
});

/**
 * The real ApiClient and RootStore over a fake `fetch` that answers by endpoint of the
 * contract: every reply still goes through the contract's schemas, as in the browser. An
 * endpoint without a route answers 404 NOT_FOUND, so a test notices calls it did not expect.
 */
export function createTestStore(routes: FakeRoutes = {}, options: { token?: string; now?: () => Date } = {}) {
  const calls: FakeCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    const parsed = new URL(url, 'http://site.test');
    const entry = (Object.entries(endpoints) as [EndpointName, (typeof endpoints)[EndpointName]][]).find(
      ([, endpoint]) => `/api${endpoint.path}` === parsed.pathname && endpoint.method === init.method,
    );
    if (entry === undefined) return okReply({ status: false, message: 'NOT_FOUND' }, 404);
    const [name] = entry;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = new Headers(init.headers);
    calls.push({ endpoint: name, body, query: parsed.searchParams, authorization: headers.get('Authorization') });
    const handler = routes[name];
    if (handler === undefined) return okReply({ status: false, message: 'NOT_FOUND' }, 404);
    const reply = typeof handler === 'function' ? await handler({ body, query: parsed.searchParams, token: headers.get('Authorization')?.replace(/^Bearer /, '') ?? null }) : handler;
    return okReply(reply.body, reply.status ?? 200);
  };
  const cookies = memoryTokenCookie(options.token);
  const api = new ApiClient({ baseUrl: '/api', fetch, locale: () => 'en', token: () => cookies.get() });
  let counter = 0;
  const store = new RootStore({
    api,
    cookies,
    reload: () => undefined,
    randomUUID: () => `toast-${(counter += 1)}`,
    ...(options.now === undefined ? {} : { clock: options.now }),
  });
  return { store, calls, cookies, routes };
}

export const refusal = (message: string, status = 400): FakeReply => ({ status, body: { status: false, message } });
