import { DEVELOPMENT_CAPTCHA_TOKEN, type EndpointName } from '@chameleon/contract';
import type { ApiClient, HttpReply } from './ApiClient';
import { MAX_REPLY_CHARS } from './ApiClient';
import { FakeServer, aSubscription, fakeClient, jsonReply, mainData, rawReply } from './testing/fakeServer';

// Whatever comes back, the client resolves to a reply it can read or a failure it can name;
// nothing throws. What the spec does not name is read tolerantly (see the second half).

const htmlErrorPage = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>502</h1></body></html>';

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
  ['status false without a message', jsonReply(200, { status: false })],
  ['status false with a numeric message', jsonReply(200, { status: false, message: 500 })],
  ['a missing user', jsonReply(200, { ...mainData(), user: undefined })],
  ['cheats as an object', jsonReply(200, { ...mainData(), cheats: { 1: 'x' } })],
  ['a product without params', jsonReply(200, { ...mainData(), products: [{ id: 1, cheat_id: 1, type: 'subscription', price: 1, currency: 'USD' }] })],
  ['a product with negative days', jsonReply(200, { ...mainData(), products: [{ ...mainData().products[0], params: { days: -5 } }] })],
  ['a subscription with a non-ISO date', jsonReply(200, { ...mainData(), subscriptions: [aSubscription({ expires_at: 'tomorrow' })] })],
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
  ['a 500 with an empty body', rawReply(500, '')],
  ['a byte-order mark and garbage', rawReply(200, '\ufeff<<<>>>')],
];

const malformedSubscriptions: [string, HttpReply][] = [
  ['subscriptions missing', jsonReply(200, { status: true })],
  ['subscriptions as null', jsonReply(200, { status: true, subscriptions: null })],
  ['a subscription without cheat_id', jsonReply(200, { status: true, subscriptions: [{ ...aSubscription(), cheat_id: undefined }] })],
  ['an empty body with 409', rawReply(409, '')],
];

const malformedTransactions: [string, HttpReply][] = [
  ['data as an object', jsonReply(200, { status: true, data: {} })],
  ['a transaction that is not an object', jsonReply(200, { status: true, data: ['x'] })],
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
  expectInvalid((server) => server.on('frontendData', reply), (client) => client.getMainData()),
);

it.each(malformedToken)('login: %s -> INVALID_RESPONSE', (_name, reply) =>
  expectInvalid(
    (server) => server.on('login', reply),
    (client) => client.login({ login: 'player', password: 'secret-pass', recaptchaToken: DEVELOPMENT_CAPTCHA_TOKEN }),
  ),
);

it.each(malformedSubscriptions)('freeze: %s -> INVALID_RESPONSE', (_name, reply) =>
  expectInvalid((server) => server.on('freeze', reply), (client) => client.freeze({ cheat_id: 1 })),
);

it.each(malformedTransactions)('transactions: %s -> INVALID_RESPONSE', (_name, reply) =>
  expectInvalid((server) => server.on('transactions', reply), (client) => client.getTransactions({ limit: 10, skip: 0 })),
);

it('a reply whose JSON getter throws is still a failure, not an exception', async () => {
  const server = new FakeServer().on('frontendData', () => {
    throw new Error('fetch implementation bug');
  });
  await expect(fakeClient(server).getMainData()).resolves.toEqual({ status: false, message: 'NETWORK_ERROR' });
});

describe('read tolerantly: what the spec does not name never fails a reply', () => {
  const read = async (endpoint: EndpointName, reply: HttpReply, call: (client: ApiClient) => Promise<unknown>) => {
    const server = new FakeServer().on(endpoint, reply);
    return call(fakeClient(server, { token: () => 'token' }));
  };
  const mainDataWith = (change: object) => read('frontendData', jsonReply(200, { ...mainData(), ...change }), (client) => client.getMainData());

  it('main data without `status`, with it as a string, or with unknown keys', async () => {
    const { status: _status, ...withoutStatus } = mainData();
    for (const body of [withoutStatus, { ...mainData(), status: 'true' }, { ...mainData(), extra: { nested: [1] } }]) {
      await expect(read('frontendData', jsonReply(200, body), (client) => client.getMainData())).resolves.toMatchObject({ status: true });
    }
  });

  it('a user known only by login and e-mail: no id, no registration date, an odd e-mail kept as sent', async () => {
    await expect(mainDataWith({ user: { login: 'neo', email: 'nope', id: '7' } })).resolves.toMatchObject({
      status: true,
      user: { login: 'neo', email: 'nope', created_at: null, transactions: [] },
    });
  });

  it('an empty access token keeps the current one; an absent shopping area is global', async () => {
    const { shopping_area: _area, ...withoutArea } = mainData();
    await expect(read('frontendData', jsonReply(200, { ...withoutArea, access_token: '' }), (client) => client.getMainData())).resolves.toMatchObject({
      access_token: undefined,
      shopping_area: 'global',
    });
  });

  it('cheats known by id alone and products without id, price or currency', async () => {
    await expect(mainDataWith({ cheats: [{ id: 2 }], products: [{ cheat_id: 2, type: 'bundle', params: { days: 30 } }] })).resolves.toMatchObject({
      cheats: [{ id: 2, game: null }],
      products: [{ cheat_id: 2, type: 'bundle', shopping_area: 'global', params: { days: 30 }, price: null, currency: null }],
    });
  });

  it('dates with any offset, read as the same instant in UTC', async () => {
    const subscription = { cheat_id: 1, expires_at: '2026-12-01T10:00:00+03:00', frozen_length: 0, next_froze_date: '2026-11-20T10:00:00.5-0130' };
    await expect(mainDataWith({ subscriptions: [subscription] })).resolves.toMatchObject({
      subscriptions: [{ cheat_id: 1, expires_at: '2026-12-01T07:00:00.000Z', next_froze_date: '2026-11-20T11:30:00.500Z', unfrozen_date: null }],
    });
  });

  it('a subscription with odd optional values falls back to the spec defaults', async () => {
    const reply = jsonReply(200, { status: true, subscriptions: [{ ...aSubscription(), frozen_length: -1, next_froze_date: 1700000000, unfrozen_date: 'soon' }] });
    await expect(read('freeze', reply, (client) => client.freeze({ cheat_id: 1 }))).resolves.toMatchObject({
      subscriptions: [{ frozen_length: 0, next_froze_date: null, unfrozen_date: null }],
    });
  });

  it('transactions with unknown status, odd currency, no date and products that are not a list', async () => {
    const reply = jsonReply(200, { status: true, data: [{ products: 'x', status: 'exploded', amount: -1.5, currency: 'EURO' }] });
    await expect(read('transactions', reply, (client) => client.getTransactions({ limit: 10, skip: 0 }))).resolves.toEqual({
      status: true,
      data: [{ products: [], id: null, created_at: null, amount: -1.5, currency: null, status: 'exploded' }],
    });
  });

  it("a refusal keeps the server's own words", async () => {
    const reply = jsonReply(400, { status: false, message: '  Account locked\n by the administrator  ' });
    await expect(
      read('login', reply, (client) => client.login({ login: 'player', password: 'secret-pass', recaptchaToken: DEVELOPMENT_CAPTCHA_TOKEN })),
    ).resolves.toEqual({ status: false, message: 'Account locked by the administrator' });
  });
});
