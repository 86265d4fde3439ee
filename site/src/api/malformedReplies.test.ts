import { DEVELOPMENT_CAPTCHA_TOKEN } from '@chameleon/contract';
import type { ApiClient, HttpReply } from './ApiClient';
import { MAX_REPLY_CHARS } from './ApiClient';
import { FakeServer, aSubscription, aTransaction, fakeClient, jsonReply, mainData, rawReply } from './testing/fakeServer';

// Whatever comes back, the client resolves to a failure it can name; nothing throws.

const htmlErrorPage = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502</h1></body></html>';
const { user: validUser } = mainData();

const malformedMainData: [string, HttpReply][] = [
  ['an empty body', rawReply(200, '')],
  ['invalid JSON', rawReply(200, '{"status":true,')],
  ['an HTML page with 200', rawReply(200, htmlErrorPage, { 'content-type': 'text/html' })],
  ['an HTML error page with 502', rawReply(502, htmlErrorPage, { 'content-type': 'text/html' })],
  ['JSON null', rawReply(200, 'null')],
  ['a JSON string', rawReply(200, '"ok"')],
  ['a JSON number', rawReply(200, '42')],
  ['a JSON array', rawReply(200, '[]')],
  ['an empty object', jsonReply(200, {})],
  ['status as the string "true"', jsonReply(200, { ...mainData(), status: 'true' })],
  ['status false without a message', jsonReply(200, { status: false })],
  ['status false with a numeric message', jsonReply(200, { status: false, message: 500 })],
  ['a missing user', jsonReply(200, { ...mainData(), user: undefined })],
  ['a user without transactions', jsonReply(200, { ...mainData(), user: { ...validUser, transactions: undefined } })],
  ['a user id as a string', jsonReply(200, { ...mainData(), user: { ...validUser, id: '7' } })],
  ['an invalid user e-mail', jsonReply(200, { ...mainData(), user: { ...validUser, email: 'nope' } })],
  ['cheats as an object', jsonReply(200, { ...mainData(), cheats: { 1: 'x' } })],
  ['a product without params', jsonReply(200, { ...mainData(), products: [{ id: 1, cheat_id: 1, type: 'subscription', price: 1, currency: 'USD' }] })],
  ['a product with negative days', jsonReply(200, { ...mainData(), products: [{ ...mainData().products[0], params: { days: -5 } }] })],
  ['a subscription with a non-ISO date', jsonReply(200, { ...mainData(), subscriptions: [aSubscription({ expires_at: 'tomorrow' })] })],
  ['a subscription with a fractional frozen_length', jsonReply(200, { ...mainData(), subscriptions: [{ ...aSubscription(), frozen_length: 1.5 }] })],
  ['an empty access token', jsonReply(200, { ...mainData(), access_token: '' })],
  // Valid in every field: only the size makes it untrusted.
  ['a huge body', jsonReply(200, { ...mainData(), pad: 'x'.repeat(MAX_REPLY_CHARS) })],
];

const malformedToken: [string, HttpReply][] = [
  ['an empty body', rawReply(200, '')],
  ['a token as a number', jsonReply(200, { status: true, token: 123 })],
  ['an empty token', jsonReply(200, { status: true, token: '' })],
  ['no token', jsonReply(200, { status: true })],
  ['an HTML page with 200', rawReply(200, htmlErrorPage)],
  ['an HTML page with 500', rawReply(500, htmlErrorPage)],
  ['truncated JSON', rawReply(200, '{"status":true,"token":"abc')],
  ['an error reply with an unknown code', jsonReply(400, { status: false, message: 'EXPLODED' })],
  ['a 500 with an empty body', rawReply(500, '')],
  ['a byte-order mark and garbage', rawReply(200, '\ufeff<<<>>>')],
];

const malformedSubscriptions: [string, HttpReply][] = [
  ['subscriptions missing', jsonReply(200, { status: true })],
  ['subscriptions as null', jsonReply(200, { status: true, subscriptions: null })],
  ['a subscription without cheat_id', jsonReply(200, { status: true, subscriptions: [{ ...aSubscription(), cheat_id: undefined }] })],
  ['a negative frozen_length', jsonReply(200, { status: true, subscriptions: [aSubscription({ frozen_length: -1 })] })],
  ['next_froze_date as a number', jsonReply(200, { status: true, subscriptions: [{ ...aSubscription(), next_froze_date: 1700000000 }] })],
  ['an empty body with 409', rawReply(409, '')],
];

const malformedTransactions: [string, HttpReply][] = [
  ['data as an object', jsonReply(200, { status: true, data: {} })],
  ['a transaction with products as a string', jsonReply(200, { status: true, data: [{ ...aTransaction(), products: 'x' }] })],
  ['a transaction with an unknown status', jsonReply(200, { status: true, data: [{ ...aTransaction(), status: 'exploded' }] })],
  ['a transaction with a negative amount', jsonReply(200, { status: true, data: [{ ...aTransaction(), amount: -1 }] })],
  ['a four-letter currency', jsonReply(200, { status: true, data: [{ ...aTransaction(), currency: 'EURO' }] })],
];

async function expectInvalid(setup: (server: FakeServer) => void, call: (client: ApiClient) => Promise<unknown>) {
  const server = new FakeServer();
  setup(server);
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await expect(call(fakeClient(server, { token: () => 'token' }))).resolves.toEqual({ status: false, message: 'INVALID_RESPONSE' });
  } finally {
    consoleError.mockRestore();
  }
}

it.each(malformedMainData)('main data: %s -> INVALID_RESPONSE', (_name, reply) =>
  expectInvalid((server) => server.on('GET', '/v2/web/frontend/data', reply), (client) => client.getMainData()),
);

it.each(malformedToken)('login: %s -> INVALID_RESPONSE', (_name, reply) =>
  expectInvalid(
    (server) => server.on('POST', '/v2/web/login', reply),
    (client) => client.login({ login: 'player', password: 'secret-pass', recaptchaToken: DEVELOPMENT_CAPTCHA_TOKEN }),
  ),
);

it.each(malformedSubscriptions)('freeze: %s -> INVALID_RESPONSE', (_name, reply) =>
  expectInvalid((server) => server.on('POST', '/v2/web/user/subscriptions/freeze', reply), (client) => client.freeze({ cheat_id: 1 })),
);

it.each(malformedTransactions)('transactions: %s -> INVALID_RESPONSE', (_name, reply) =>
  expectInvalid((server) => server.on('GET', '/v2/web/user/transactions', reply), (client) => client.getTransactions({ limit: 10, skip: 0 })),
);

it('a reply whose JSON getter throws is still a failure, not an exception', async () => {
  const server = new FakeServer().on('GET', '/v2/web/frontend/data', () => {
    throw new Error('fetch implementation bug');
  });
  await expect(fakeClient(server).getMainData()).resolves.toEqual({ status: false, message: 'NETWORK_ERROR' });
});
