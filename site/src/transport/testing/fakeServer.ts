import { endpoints, type Cheat, type Endpoint, type EndpointName, type FrontendDataReply, type Product, type Subscription, type Transaction, type User } from '@chameleon/contract';
import { ApiClient, type ApiClientOptions, type FetchLike, type HttpReply } from '../ApiClient';

// Test support: an in-memory stand-in for the API behind a real ApiClient, and wire models
// that pass the contract. Not imported by the product code.

/** What a fake endpoint answers: a reply built below, or the shorthand `{ status?, body }` (JSON). */
export type FakeReply = HttpReply | { status?: number; body: unknown };

export interface RecordedRequest {
  /** The contract's endpoint the request went to; null for a path the contract does not have. */
  endpoint: EndpointName | null;
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  authorization: string | null;
  /** The bearer token sent, if any. */
  token: string | null;
  /** Whether the browser would send and keep cookies for this request. */
  credentials: RequestCredentials | undefined;
  body: unknown;
  signal: AbortSignal | null;
}

export type FakeHandler = FakeReply | ((request: RecordedRequest) => FakeReply | Promise<FakeReply>);

export type FakeRoutes = Partial<Record<EndpointName, FakeHandler>>;

/** A reply with a raw body text. */
export function rawReply(status: number, text: string, headers: Record<string, string> = {}): HttpReply {
  const lower = new Map(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name) => lower.get(name.toLowerCase()) ?? null },
    text: async () => text,
  };
}

export function jsonReply(status: number, body: unknown, headers: Record<string, string> = {}): HttpReply {
  return rawReply(status, JSON.stringify(body), { 'content-type': 'application/json', ...headers });
}

/** The API's refusal: `{ status: false, message }` with an error code. */
export const errorReply = (status: number, message: string, headers: Record<string, string> = {}) =>
  jsonReply(status, { status: false, message }, headers);

const isHttpReply = (reply: FakeReply): reply is HttpReply => typeof (reply as HttpReply).text === 'function';

const byLongestPath = (Object.entries(endpoints) as [EndpointName, Endpoint][]).sort(([, a], [, b]) => b.path.length - a.path.length);

/** The contract's endpoint for a request, whatever base URL the client was given. */
function endpointOf(method: string, pathname: string): EndpointName | null {
  return byLongestPath.find(([, endpoint]) => endpoint.method === method && pathname.endsWith(endpoint.path))?.[0] ?? null;
}

/**
 * The one stand-in for the API in the site's tests: a `fetch` that answers by the contract's
 * endpoint name and records every request. An endpoint without a route answers 404
 * NOT_FOUND, so a test notices calls it did not expect. Replies still go through the
 * contract's schemas in the real ApiClient, as in the browser.
 */
export class FakeServer {
  readonly requests: RecordedRequest[] = [];

  /** The routes, looked up at each request: a test may change them as it goes. */
  constructor(readonly routes: FakeRoutes = {}) {}

  on(endpoint: EndpointName, handler: FakeHandler): this {
    this.routes[endpoint] = handler;
    return this;
  }

  readonly fetch: FetchLike = async (url, init) => {
    const parsed = new URL(url, 'http://api.test');
    const method = init.method ?? 'GET';
    const headers = { ...(init.headers as Record<string, string>) };
    const authorization = new Headers(headers).get('Authorization');
    const request: RecordedRequest = {
      endpoint: endpointOf(method, parsed.pathname),
      method,
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      headers,
      authorization,
      token: authorization?.replace(/^Bearer /, '') ?? null,
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? null,
    };
    this.requests.push(request);
    const handler = request.endpoint === null ? undefined : this.routes[request.endpoint];
    if (handler === undefined) return errorReply(404, 'NOT_FOUND');
    const reply = typeof handler === 'function' ? await handler(request) : handler;
    return isHttpReply(reply) ? reply : jsonReply(reply.status ?? 200, reply.body);
  };

  calls(endpoint: EndpointName): RecordedRequest[] {
    return this.requests.filter((request) => request.endpoint === endpoint);
  }
}

export function fakeClient(server: FakeServer, options: Partial<ApiClientOptions> = {}): ApiClient {
  return new ApiClient({
    baseUrl: 'http://api.test',
    fetch: server.fetch,
    locale: () => 'en',
    token: () => undefined,
    ...options,
  });
}

/** A promise resolved from outside: holds a reply back until the test lets it go. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export const NOW = new Date('2026-03-01T12:00:00.000Z');
const DAY = 86_400_000;
export const daysFromNow = (days: number, from: Date = NOW) => new Date(from.getTime() + days * DAY).toISOString();

export const aCheat = (overrides: Partial<Cheat> = {}): Cheat => ({
  id: 1,
  name: 'Chameleon for Siege Line',
  game: 'Siege Line',
  genre: 'shooter',
  ...overrides,
});

export const aProduct = (overrides: Partial<Product> = {}): Product => ({
  id: 1,
  cheat_id: 1,
  type: 'subscription',
  shopping_area: 'global',
  params: { days: 30 },
  price: 1499,
  currency: 'USD',
  ...overrides,
});

export const aSubscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  cheat_id: 1,
  expires_at: daysFromNow(20),
  frozen_length: 0,
  next_froze_date: null,
  unfrozen_date: null,
  ...overrides,
});

export const aUser = (overrides: Partial<User> = {}): User => ({
  id: 7,
  login: 'player_one',
  email: 'player@example.com',
  created_at: '2025-01-15T08:30:00.000Z',
  confirmed: true,
  shopping_area: 'global',
  pending_email: null,
  pending_email_expires_at: null,
  ...overrides,
});

let transactionIds = 0;

export const aTransaction = (overrides: Partial<Transaction> = {}): Transaction => {
  transactionIds += 1;
  return {
    id: transactionIds,
    created_at: '2026-02-01T10:00:00.000Z',
    products: [aProduct()],
    amount: 1499,
    currency: 'USD',
    status: 'completed',
    ...overrides,
  };
};

export const transactions = (count: number): Transaction[] => Array.from({ length: count }, () => aTransaction());

export const mainData = (overrides: Partial<FrontendDataReply> = {}): FrontendDataReply => ({
  status: true,
  access_token: 'token-main',
  user: { ...aUser(), transactions: transactions(3) },
  cheats: [aCheat(), aCheat({ id: 2, name: 'Chameleon for Ancients Arena', game: 'Ancients Arena', genre: 'strategy' })],
  shopping_area: 'global',
  products: [aProduct(), aProduct({ id: 2, cheat_id: 2 })],
  subscriptions: [aSubscription()],
  ...overrides,
});
