import { createPaymentReplySchema, frontendDataReplySchema, type Subscription } from '@chameleon/contract';
import { bearer, DAY, expectError, registerUser, SITE_ORIGIN, harnessForFile, type TestUser } from './support/harness';

const h = harnessForFile();

const create = (user: TestUser, payload: object) =>
  h.app.inject({ method: 'POST', url: '/v2/web/user/payments', headers: bearer(user.token), payload });

/** A product as the site names it: its game and its days. */
type Choice = { cheat_id: number; days: number };
const game1For30Days: Choice = { cheat_id: 1, days: 30 };

async function pay(user: TestUser, product: Choice) {
  const reply = createPaymentReplySchema.parse((await create(user, product)).json());
  const path = new URL(reply.checkout_url).pathname;
  return { reply, path, complete: () => h.app.inject({ method: 'POST', url: path, payload: {} }) };
}

async function subscriptionOf(user: TestUser, cheatId: number): Promise<Subscription | undefined> {
  const response = await h.app.inject({ method: 'GET', url: '/v2/web/frontend/data', headers: bearer(user.token) });
  return frontendDataReplySchema.parse(response.json()).subscriptions.find((s) => s.cheat_id === cheatId);
}

async function transactionCount(user: TestUser): Promise<number> {
  const response = await h.app.inject({ method: 'GET', url: '/v2/web/user/transactions?limit=100', headers: bearer(user.token) });
  return response.json().data.length;
}

// Global products (USD) and ru products (RUB) of 7, 30 and 90 days for games 1 and 2.

describe('creating a payment', () => {
  it('answers a checkout URL on the API', async () => {
    const user = await registerUser(h.app);
    const { reply } = await pay(user, game1For30Days);
    expect(reply.checkout_url).toBe(`http://api.test/dev/checkout/${reply.payment_id}`);
  });

  it('refuses an unknown product', async () => {
    const user = await registerUser(h.app);
    expectError(await create(user, { cheat_id: 1, days: 999 }), 404, 'PRODUCT_NOT_FOUND');
  });

  it('refuses a game that does not exist', async () => {
    const user = await registerUser(h.app, { acceptLanguage: 'en' });
    expectError(await create(user, { cheat_id: 99, days: 30 }), 404, 'PRODUCT_NOT_FOUND');
  });

  it('refuses a return path that leaves the site', async () => {
    const user = await registerUser(h.app);
    expectError(await create(user, { ...game1For30Days, return_path: '//evil.example/' }), 400, 'INVALID_REQUEST');
  });

  it('needs a token', async () => {
    expectError(await h.app.inject({ method: 'POST', url: '/v2/web/user/payments', payload: game1For30Days }), 401, 'UNAUTHORIZED');
  });

  it('is unavailable without the development checkout', async () => {
    const saved = h.ctx.settings.devPages;
    h.ctx.settings.devPages = false;
    try {
      const user = await registerUser(h.app);
      expectError(await create(user, game1For30Days), 503, 'PAYMENT_UNAVAILABLE');
    } finally {
      h.ctx.settings.devPages = saved;
    }
  });
});

describe('completing a payment', () => {
  it('starts a subscription from now when there was none', async () => {
    const user = await registerUser(h.app);
    await (await pay(user, game1For30Days)).complete();
    const subscription = await subscriptionOf(user, 1);
    expect(Date.parse(subscription?.expires_at ?? '')).toBe(h.clock.now().getTime() + 30 * DAY);
  });

  it('adds the days to the end of a running subscription', async () => {
    const user = await registerUser(h.app);
    await (await pay(user, { cheat_id: 1, days: 7 })).complete();
    await (await pay(user, game1For30Days)).complete();
    expect(Date.parse((await subscriptionOf(user, 1))?.expires_at ?? '')).toBe(h.clock.now().getTime() + 37 * DAY);
  });

  it('adds the days to the stopped clock of a frozen subscription', async () => {
    const user = await registerUser(h.app);
    await (await pay(user, { cheat_id: 2, days: 7 })).complete();
    await h.app.inject({ method: 'POST', url: '/v2/web/user/subscriptions/freeze', headers: bearer(user.token), payload: { cheat_id: 2 } });
    await (await pay(user, { cheat_id: 2, days: 30 })).complete();
    expect((await subscriptionOf(user, 2))?.frozen_length).toBe(37 * 86_400);
  });

  it('records one transaction with the product bought', async () => {
    const user = await registerUser(h.app);
    await (await pay(user, { cheat_id: 2, days: 30 })).complete();
    const response = await h.app.inject({ method: 'GET', url: '/v2/web/user/transactions', headers: bearer(user.token) });
    expect(response.json().data).toEqual([
      expect.objectContaining({ amount: 1199, currency: 'USD', status: 'completed', products: [expect.objectContaining({ id: 5 })] }),
    ]);
  });

  it('counts a second completion of the same payment once', async () => {
    const user = await registerUser(h.app);
    const payment = await pay(user, game1For30Days);
    await payment.complete();
    await payment.complete();
    expect(await transactionCount(user)).toBe(1);
  });

  it('sends the browser back to the site after a form post', async () => {
    const user = await registerUser(h.app);
    const payment = await pay(user, game1For30Days);
    const response = await h.app.inject({
      method: 'POST',
      url: payment.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${SITE_ORIGIN}/profile/subscription`);
  });

  it('honours the return path given at creation', async () => {
    const user = await registerUser(h.app);
    const reply = createPaymentReplySchema.parse((await create(user, { ...game1For30Days, return_path: '/en/profile/transactions' })).json());
    const response = await h.app.inject({ method: 'POST', url: new URL(reply.checkout_url).pathname, payload: {} });
    expect(response.json().return_url).toBe(`${SITE_ORIGIN}/en/profile/transactions`);
  });

  it('shows the checkout page with the product and price', async () => {
    const user = await registerUser(h.app);
    const page = await h.app.inject({ method: 'GET', url: (await pay(user, game1For30Days)).path });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/Chameleon for Siege Line.*30 days.*14\.99 USD/s);
  });

  it('answers an unknown payment with PAYMENT_NOT_FOUND', async () => {
    expectError(await h.app.inject({ method: 'POST', url: '/dev/checkout/unknown', payload: {} }), 404, 'PAYMENT_NOT_FOUND');
  });
});
