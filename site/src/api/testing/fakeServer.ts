import type { Cheat, FrontendDataReply, Product, Subscription, Transaction, User } from '@chameleon/contract';
import { ApiClient, type ApiClientOptions, type HttpReply } from '../ApiClient';

// Test support: an in-memory stand-in for the API behind a real ApiClient, and wire models
// that pass the contract. Not imported by the product code.

export interface RecordedRequest {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | null;
}

export type Handler = (request: RecordedRequest) => HttpReply | Promise<HttpReply>;

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

export const errorReply = (status: number, message: string, headers: Record<string, string> = {}) =>
  jsonReply(status, { status: false, message }, headers);

export class FakeServer {
  readonly requests: RecordedRequest[] = [];
  private readonly routes = new Map<string, Handler>();

  on(method: 'GET' | 'POST', path: string, handler: Handler | HttpReply): this {
    this.routes.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    return this;
  }

  readonly fetch = async (url: string, init: RequestInit): Promise<HttpReply> => {
    const parsed = new URL(url, 'http://api.test');
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      url,
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? null,
    };
    this.requests.push(request);
    const handler = this.routes.get(`${request.method} ${request.path}`);
    return handler === undefined ? errorReply(404, 'NOT_FOUND') : handler(request);
  };

  calls(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
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
