import { ERROR_CODES, endpoints } from '@chameleon/contract';
import type { FastifyInstance } from 'fastify';
import { OPEN_REDIRECT_PAYLOADS, SSO_REQUEST_PAYLOADS } from '../../site/src/security/payloads';
import { SITE_ORIGIN, bearer, captchaToken, createHarness, harnessForFile, registerUser, type Harness, type TestUser } from './support/harness';

// Cross-user isolation, double commands, bursts and URL-borne targets, through the HTTP API.

const h = harnessForFile();

/** Pays for the 30-day product of game `cheatId`. */
async function pay(app: FastifyInstance, user: TestUser, cheatId: number, returnPath?: string) {
  const created = await app.inject({
    method: 'POST',
    url: endpoints.createPayment.path,
    headers: bearer(user.token),
    payload: { cheat_id: cheatId, days: 30, ...(returnPath === undefined ? {} : { return_path: returnPath }) },
  });
  return created;
}

/** A user holding a running subscription to game `cheatId`, bought through the dev checkout. */
async function subscriber(app: FastifyInstance, cheatId: number): Promise<TestUser> {
  const user = await registerUser(app);
  const created = (await pay(app, user, cheatId)).json<{ payment_id: string }>();
  const completed = await app.inject({ method: 'POST', url: `/dev/checkout/${created.payment_id}`, payload: {} });
  if (completed.statusCode !== 200) throw new Error(`checkout failed: ${completed.body}`);
  return user;
}

const mainData = async (app: FastifyInstance, user: TestUser) =>
  (await app.inject({ method: 'GET', url: endpoints.frontendData.path, headers: bearer(user.token) })).json<{
    user: { email: string; login: string };
    subscriptions: { cheat_id: number; frozen_length: number; expires_at: string }[];
  }>();

describe('one user never reaches another’s data', () => {
  let a: TestUser;
  let b: TestUser;

  beforeAll(async () => {
    a = await subscriber(h.app, 1);
    b = await subscriber(h.app, 2);
  }, 60_000);

  it('main data and transactions carry only the caller’s own', async () => {
    const [ofA, ofB] = [await mainData(h.app, a), await mainData(h.app, b)];
    expect({ a: ofA.user.login, aGames: ofA.subscriptions.map((s) => s.cheat_id), b: ofB.user.login, bGames: ofB.subscriptions.map((s) => s.cheat_id) }).toEqual({
      a: a.login,
      aGames: [1],
      b: b.login,
      bGames: [2],
    });
    const history = await h.app.inject({ method: 'GET', url: `${endpoints.transactions.path}?limit=100`, headers: bearer(a.token) });
    expect(history.json<{ data: { products: { cheat_id: number }[] }[] }>().data.map((t) => t.products[0]?.cheat_id)).toEqual([1]);
  });

  it('A cannot freeze B’s game: refused, and B’s subscription does not change', async () => {
    const before = await mainData(h.app, b);
    const refused = await h.app.inject({ method: 'POST', url: endpoints.freeze.path, headers: bearer(a.token), payload: { cheat_id: 2 } });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 404, body: { status: false, message: 'SUBSCRIPTION_NOT_FOUND' } });
    expect((await mainData(h.app, b)).subscriptions).toEqual(before.subscriptions);
  });

  it('A cannot take B’s e-mail, nor learn that B holds it, and B keeps it', async () => {
    const asked = await h.app.inject({ method: 'POST', url: endpoints.changeEmail.path, headers: bearer(a.token), payload: { email: b.email } });
    expect(asked.json()).toMatchObject({ status: true, message: 'EMAIL_CONFIRMATION_SENT', user: { email: a.email } });
    expect((await mainData(h.app, b)).user.email).toBe(b.email);
  });

  it('A changing a password changes only A’s: B still signs in and B’s token still works', async () => {
    const changed = await h.app.inject({
      method: 'POST',
      url: endpoints.changePassword.path,
      headers: bearer(a.token),
      payload: { old_password: a.password, new_password: 'another-password-9' },
    });
    a = { ...a, token: changed.json<{ token: string }>().token, password: 'another-password-9' };
    const signIn = await h.app.inject({ method: 'POST', url: endpoints.login.path, payload: { login: b.login, password: b.password, recaptchaToken: captchaToken } });
    expect({ login: signIn.statusCode, data: (await h.app.inject({ method: 'GET', url: endpoints.frontendData.path, headers: bearer(b.token) })).statusCode }).toEqual({
      login: 200,
      data: 200,
    });
  });

  it('A’s payment pays for A only: B’s subscription and history are untouched', async () => {
    const before = await mainData(h.app, b);
    const created = (await pay(h.app, a, 2)).json<{ payment_id: string }>();
    await h.app.inject({ method: 'POST', url: `/dev/checkout/${created.payment_id}`, payload: {} });
    expect((await mainData(h.app, b)).subscriptions).toEqual(before.subscriptions);
    const history = await h.app.inject({ method: 'GET', url: `${endpoints.transactions.path}?limit=100`, headers: bearer(b.token) });
    expect(history.json<{ data: unknown[] }>().data).toHaveLength(1);
  });

  it('a token with one character changed is nobody’s', async () => {
    const forged = `${b.token.slice(0, -1)}${b.token.endsWith('a') ? 'b' : 'a'}`;
    const response = await h.app.inject({ method: 'GET', url: endpoints.frontendData.path, headers: bearer(forged) });
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 401, body: { status: false, message: 'UNAUTHORIZED' } });
  });
});

describe('a command sent twice at once', () => {
  it('two concurrent freezes: one succeeds, the other is refused, the subscription froze once', async () => {
    const user = await subscriber(h.app, 1);
    const before = (await mainData(h.app, user)).subscriptions[0];
    const freeze = () => h.app.inject({ method: 'POST', url: endpoints.freeze.path, headers: bearer(user.token), payload: { cheat_id: 1 } });
    const replies = await Promise.all([freeze(), freeze()]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((reply) => reply.statusCode === 409)?.json()).toEqual({ status: false, message: 'SUBSCRIPTION_FROZEN' });
    const after = (await mainData(h.app, user)).subscriptions[0];
    // Frozen once: the stopped clock holds exactly the time that was left.
    expect({ frozen: (after?.frozen_length ?? 0) > 0, expires: after?.expires_at }).toEqual({ frozen: true, expires: before?.expires_at });
  });

  it('two concurrent unfreezes: one succeeds, the other is refused', async () => {
    const user = await subscriber(h.app, 1);
    await h.app.inject({ method: 'POST', url: endpoints.freeze.path, headers: bearer(user.token), payload: { cheat_id: 1 } });
    const unfreeze = () => h.app.inject({ method: 'POST', url: endpoints.unfreeze.path, headers: bearer(user.token), payload: { cheat_id: 1 } });
    const replies = await Promise.all([unfreeze(), unfreeze()]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('a burst from one address', () => {
  const LIMIT = 5;
  const BURST = 20;
  let limited: Harness;

  beforeAll(async () => {
    limited = await createHarness({ settings: { authRateLimit: LIMIT } });
  }, 180_000);
  afterAll(async () => {
    await limited?.close();
  }, 180_000);

  const limitedCalls = [
    [endpoints.login.path, { login: 'someone', password: 'whatever-1', recaptchaToken: captchaToken }],
    [endpoints.register.path, { login: 'x', email: 'x', password: 'x', recaptchaToken: captchaToken }],
    [endpoints.reset.path, { email: 'ghost@example.com', recaptchaToken: captchaToken }],
    [endpoints.validateResetCode.path, { email: 'ghost@example.com', resetCode: '123456' }],
    [endpoints.setPasswordReset.path, { email: 'ghost@example.com', resetCode: '123456', password: 'chosen-again-1' }],
  ] as const;

  const burst = (url: string, payload: object, remoteAddress: string) =>
    Promise.all(Array.from({ length: BURST }, () => limited.app.inject({ method: 'POST', url, payload, remoteAddress })));
  // The reset-code checks also count per typed address (recovery.test.ts): a fresh one per test
  // keeps this one about the per-client limit.
  let ghost = 0;
  const fresh = (payload: object) => ('email' in payload ? { ...payload, email: `ghost${(ghost += 1)}@example.com` } : payload);

  it.each(limitedCalls)(`lets no more than ${LIMIT} of ${BURST} concurrent calls to %s through; the rest are TO_MANY_REQUESTS`, async (url, shared) => {
    const payload = fresh(shared);
    const replies = await burst(url, payload, '203.0.113.7');
    const refused = replies.filter((reply) => reply.statusCode === 429);
    expect(BURST - refused.length).toBeLessThanOrEqual(LIMIT);
    expect([...new Set(refused.map((reply) => reply.body))]).toEqual([JSON.stringify({ status: false, message: 'TO_MANY_REQUESTS' })]);
    const otherAddress = await limited.app.inject({ method: 'POST', url, payload, remoteAddress: '203.0.113.8' });
    expect(otherAddress.statusCode).not.toBe(429);
  });

  // Past the limit, not before it: the first LIMIT calls of a burst are still served.
  it.each(limitedCalls)(`serves the first ${LIMIT} of ${BURST} concurrent calls to %s`, async (url, payload) => {
    const replies = await burst(url, fresh(payload), '203.0.113.9');
    expect(replies.filter((reply) => reply.statusCode !== 429)).toHaveLength(LIMIT);
  });
});

describe('URL-borne targets', () => {
  let user: TestUser;

  beforeAll(async () => {
    user = await registerUser(h.app);
  }, 60_000);

  it.each(OPEN_REDIRECT_PAYLOADS.map((payload) => [JSON.stringify(payload), payload]))(
    'payment return path %s: refused, or the checkout sends the user back to the site',
    async (_label, returnPath) => {
      const created = await pay(h.app, user, 1, returnPath);
      if (created.statusCode !== 200) {
        expect(created.statusCode).toBeLessThan(500);
        expect(ERROR_CODES).toContain(created.json<{ message: string }>().message);
        return;
      }
      const { payment_id: paymentId } = created.json<{ payment_id: string }>();
      const back = await h.app.inject({
        method: 'POST',
        url: `/dev/checkout/${paymentId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
      expect(back.statusCode).toBe(303);
      expect(new URL(String(back.headers.location)).origin).toBe(SITE_ORIGIN);
    },
  );

  it.each(SSO_REQUEST_PAYLOADS.map((payload) => [JSON.stringify(payload).slice(0, 60), payload]))(
    'launcher request id %s: a coded refusal',
    async (_label, requestId) => {
      const response = await h.app.inject({ method: 'POST', url: endpoints.ssoAuthorize.path, headers: bearer(user.token), payload: { request_id: requestId, user_code: 'AAAA-AAAA' } });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(ERROR_CODES).toContain(response.json<{ message: string }>().message);
    },
  );

  it.each([
    ['ssoAuthorize request_id', () => ({ url: endpoints.ssoAuthorize.path, headers: bearer(user.token), payload: { request_id: 'a\u0000b', user_code: 'AAAA-AAAA' } })],
    ['ssoToken poll_token', () => ({ url: endpoints.ssoToken.path, payload: { request_id: 'abc', poll_token: '\u0000' } })],
    ['createPayment return_path', () => ({ url: endpoints.createPayment.path, headers: bearer(user.token), payload: { cheat_id: 1, days: 30, return_path: '/profile/\u0000' } })],
  ])('a string holding U+0000 (%s) is refused as INVALID_REQUEST, never a 500', async (_label, request) => {
    const response = await h.app.inject({ method: 'POST', ...request() });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('INVALID_REQUEST');
  });

  it('a launcher sign-in link always points at the site', async () => {
    const started = await h.app.inject({ method: 'POST', url: endpoints.ssoStart.path });
    expect(new URL(started.json<{ authorize_url: string }>().authorize_url).origin).toBe(SITE_ORIGIN);
  });
});

// The API says no-store itself: a deployment with the API on its own origin, without the
// site's proxy or nginx in front, must not let shared caches keep tokens and account data.
describe('no reply of the API may be cached on its way', () => {
  it.each([
    ['a token', async () => h.app.inject({ method: 'POST', url: endpoints.login.path, payload: { login: (await registerUser(h.app)).login, password: 'correct-horse-1', recaptchaToken: captchaToken } })],
    ['account data', async () => h.app.inject({ method: 'GET', url: endpoints.frontendData.path, headers: bearer((await registerUser(h.app)).token) })],
    ['an error', async () => h.app.inject({ method: 'GET', url: endpoints.frontendData.path })],
    ['an unknown path', async () => h.app.inject({ method: 'GET', url: '/nothing-here' })],
  ])('%s is sent with Cache-Control: no-store', async (_what, send) => {
    expect((await send()).headers['cache-control']).toBe('no-store');
  });
});
