import { expect, test, type APIRequestContext } from '@playwright/test';
import { specBackendUrl, type BackendMode, type RecordedRequest } from '../spec-backend/calls';
import { lockedLogin, testAccounts } from '../spec-backend/server';
import { requestProblems } from './specBackend';

// The fixture itself, without a browser: that "spec" mode really sends the spec's keys and
// nothing else (so the journeys prove what they claim), that "rich" mode sends what it says,
// that it refuses what a server refuses, and that the request check can fail.

const headers = { accept: 'application/json', 'content-type': 'application/json', 'accept-language': 'ru' };

async function reset(request: APIRequestContext, mode: BackendMode) {
  expect((await request.post(`${specBackendUrl}/__fixture/reset`, { data: { mode } })).ok()).toBe(true);
}

async function call(request: APIRequestContext, method: 'GET' | 'POST', path: string, token: string | null, data?: unknown) {
  const response = await request.fetch(`${specBackendUrl}${path}`, {
    method,
    headers: { ...headers, ...(token === null ? {} : { authorization: `Bearer ${token}` }) },
    ...(data === undefined ? {} : { data }),
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

async function signIn(request: APIRequestContext, mode: BackendMode): Promise<string> {
  const { login, password } = testAccounts[mode];
  const { body } = await call(request, 'POST', '/v2/web/login', null, { login, password, recaptchaToken: 'captcha' });
  return body.token as string;
}

const keys = (value: unknown) => Object.keys(value as object).sort();

test('spec mode answers with the keys spec section 7 and section 3 name, and no others', async ({ request }) => {
  await reset(request, 'spec');
  const { login, password } = testAccounts.spec;
  const signedIn = await call(request, 'POST', '/v2/web/login', null, { login, password, recaptchaToken: 'captcha' });
  expect(keys(signedIn.body)).toEqual(['status', 'token']);
  const token = signedIn.body.token as string;

  const data = (await call(request, 'GET', '/v2/web/frontend/data', token)).body;
  expect(keys(data)).toEqual(['access_token', 'cheats', 'products', 'shopping_area', 'subscriptions', 'user']);
  const user = data.user as Record<string, unknown[]>;
  expect(keys(user)).toEqual(['created_at', 'email', 'login', 'transactions']);
  expect(user.transactions).toHaveLength(10);
  for (const transaction of user.transactions!) expect(keys(transaction)).toEqual(['products']);
  for (const cheat of data.cheats as unknown[]) expect(keys(cheat)).toEqual(['id']);
  for (const product of data.products as Record<string, unknown>[]) {
    expect(keys(product)).toEqual(['cheat_id', 'params', 'shopping_area', 'type']);
    expect(keys(product.params)).toEqual(['days']);
  }
  const subscriptionKeys = ['cheat_id', 'expires_at', 'frozen_length', 'next_froze_date', 'unfrozen_date'];
  for (const subscription of data.subscriptions as unknown[]) expect(keys(subscription)).toEqual(subscriptionKeys);

  const frozen = (await call(request, 'POST', '/v2/web/user/subscriptions/freeze', token, { cheat_id: 1 })).body;
  expect(keys(frozen)).toEqual(['status', 'subscriptions']);
  expect(keys((frozen.subscriptions as unknown[])[0])).toEqual(subscriptionKeys);
  expect(keys((await call(request, 'GET', '/v2/web/user/transactions?limit=10&skip=20', token)).body)).toEqual(['data']);
  const changed = (await call(request, 'POST', '/v2/web/user/changeEmail', token, { email: 'new@example.test' })).body;
  expect(keys(changed)).toEqual(['message', 'status', 'user']);
  expect(keys(changed.user)).toEqual(['created_at', 'email', 'login']);
  const newToken = (await call(request, 'POST', '/v2/web/user/changePassword', token, { old_password: password, new_password: 'another-password' })).body;
  expect(keys(newToken)).toEqual(['status', 'token']);
  // Refusals: in the body (HTTP 200) except a dead token, which is 401.
  expect(await call(request, 'GET', '/v2/web/frontend/data', token)).toEqual({ status: 401, body: { status: false, message: 'Unauthorized' } });
  expect(await call(request, 'POST', '/v2/web/login', null, { login, password, recaptchaToken: 'captcha' })).toEqual({
    status: 200,
    body: { status: false, message: 'INVALID_CREDENTIALS' },
  });
});

test('rich mode adds unknown keys, offsets, unseen values and leaves optional keys out', async ({ request }) => {
  await reset(request, 'rich');
  const token = await signIn(request, 'rich');
  const data = (await call(request, 'GET', '/v2/web/frontend/data', token)).body;
  expect(data).not.toHaveProperty('shopping_area');
  expect(data).toHaveProperty('feature_flags');
  const user = data.user as { created_at: string; transactions: { status: string; created_at: string }[] };
  expect(user.created_at).toBe('2025-03-01T12:30:00+03:00');
  expect((data.subscriptions as object[])[0]).not.toHaveProperty('next_froze_date');
  expect((data.products as { type: string; shopping_area?: string }[]).some((product) => product.shopping_area === undefined)).toBe(true);
  expect((data.products as { type: string }[]).map(({ type }) => type)).toContain('season_pass');
  expect((data.cheats as { genre: string }[]).map(({ genre }) => genre)).toContain('moba');
  const page = (await call(request, 'GET', '/v2/web/user/transactions?limit=10&skip=10', token)).body.data as { status: string }[];
  expect([...user.transactions, ...page].map(({ status }) => status)).toContain('partially_refunded');
  // Refusals carry an HTTP status too; a locked account's reason is the server's own text.
  expect(await call(request, 'POST', '/v2/web/login', null, { login: lockedLogin, password: 'whatever-1', recaptchaToken: 'c' })).toEqual({
    status: 423,
    body: { status: false, message: 'Account locked by administrator <b>x</b>' },
  });
});

test('refuses what a server refuses', async ({ request }) => {
  await reset(request, 'rich');
  const token = await signIn(request, 'rich');
  expect((await call(request, 'GET', '/v2/web/frontend/data', null)).status).toBe(401);
  expect((await call(request, 'GET', '/v2/web/frontend/data', 'forged-token')).status).toBe(401);
  expect((await call(request, 'GET', '/v2/web/user/confirmation', token)).status).toBe(404);
  expect((await call(request, 'GET', '/v2/web/user/transactions?limit=-1&skip=0', token)).status).toBe(400);
  expect((await call(request, 'POST', '/v2/web/user/subscriptions/unfreeze', token, { cheat_id: 1 })).status).toBe(409);
  expect((await call(request, 'POST', '/v2/web/user/subscriptions/freeze', token, { cheat_id: '1' })).status).toBe(404);
  const malformed = await request.post(`${specBackendUrl}/v2/web/login`, { headers, data: '{"login":' });
  expect(malformed.status()).toBe(400);
  const oversized = await request.post(`${specBackendUrl}/v2/web/login`, { headers, data: { login: 'x'.repeat(100_000) } });
  expect(oversized.status()).toBe(413);
  // A page cannot reach the control calls through the site's proxy.
  const proxied = await request.post(`${specBackendUrl}/__fixture/reset`, { headers: { 'x-forwarded-for': '127.0.0.1' }, data: {} });
  expect(proxied.status()).toBe(404);
});

test('the request check finds keys, headers and calls the spec does not have', async ({ request }) => {
  await reset(request, 'spec');
  const token = await signIn(request, 'spec');
  await call(request, 'POST', '/v2/web/user/changePassword', token, { old_password: 'a', new_password: 'b', repeat_password: 'b' });
  await request.get(`${specBackendUrl}/v2/web/frontend/data`, { headers: { authorization: `Bearer ${token}` } });
  await call(request, 'GET', '/v2/web/user/wallet', token);
  await call(request, 'GET', '/v2/web/user/transactions?limit=10&page=2', token);
  await call(request, 'POST', '/v2/web/logout', token, {});
  const recorded = (await (await request.post(`${specBackendUrl}/__fixture/requests`)).json()) as RecordedRequest[];
  expect(requestProblems(recorded, 'ru')).toEqual([
    'POST /v2/web/user/changePassword: payload keys are [new_password, old_password, repeat_password], the spec lists [new_password, old_password]',
    'GET /v2/web/frontend/data: Accept is "*/*", not JSON',
    'GET /v2/web/frontend/data: Content-Type is null, not JSON',
    'GET /v2/web/frontend/data: Accept-Language is null, the page is ru',
    'GET /v2/web/user/wallet: a call spec section 7 does not list',
    'GET /v2/web/user/transactions: query has [page], which the spec does not name',
    'GET /v2/web/user/transactions: query lacks skip',
    'POST /v2/web/logout: sent a body where the spec has no payload: {}',
  ]);
  expect(requestProblems(recorded, 'en')).toContain('POST /v2/web/login: Accept-Language is "ru", the page is en');
});
