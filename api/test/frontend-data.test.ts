import { CATALOGUE_GAMES, frontendDataReplySchema, TRANSACTIONS_PAGE_SIZE, transactionsReplySchema } from '@chameleon/contract';
import { seedDemo, DEMO_TRANSACTIONS, DEMO_USER } from '../src/db/seed';
import { bearer, captchaToken, DAY, expectError, registerUser, harnessForFile, SETUP_TIMEOUT } from './support/harness';

const h = harnessForFile();
let demoToken: string;
beforeAll(async () => {
  await seedDemo(h.ctx.db, h.clock.now());
  const login = await h.app.inject({
    method: 'POST',
    url: '/v2/web/login',
    payload: { login: DEMO_USER.login, password: DEMO_USER.password, recaptchaToken: captchaToken },
  });
  demoToken = login.json().token;
}, SETUP_TIMEOUT);

const data = async (token: string) => {
  const response = await h.app.inject({ method: 'GET', url: '/v2/web/frontend/data', headers: bearer(token) });
  return frontendDataReplySchema.parse(response.json());
};
const transactions = (token: string, query = '') =>
  h.app.inject({ method: 'GET', url: `/v2/web/user/transactions${query}`, headers: bearer(token) });

describe('frontend/data', () => {
  it('echoes the token it was called with', async () => {
    expect((await data(demoToken)).access_token).toBe(demoToken);
  });

  it('lists the two games, shooter first', async () => {
    const { cheats } = await data(demoToken);
    expect(cheats.map((cheat) => [cheat.id, cheat.genre])).toEqual([
      [1, 'shooter'],
      [2, 'strategy'],
    ]);
  });

  it('names the games as the landing page does (CATALOGUE_GAMES)', async () => {
    const { cheats } = await data(demoToken);
    expect(cheats.map(({ id, game, genre }) => ({ cheatId: id, game, genre }))).toEqual(CATALOGUE_GAMES);
  });

  it('gives the demo user an active subscription for game 1 and an expired one for game 2', async () => {
    const { subscriptions } = await data(demoToken);
    const now = h.clock.now().getTime();
    const byCheat = new Map(subscriptions.map((subscription) => [subscription.cheat_id, Date.parse(subscription.expires_at)]));
    expect(byCheat.get(1)).toBeGreaterThan(now);
    expect(byCheat.get(2)).toBeLessThan(now);
  });

  it('sends products of the user’s area and of global only', async () => {
    const { products, shopping_area } = await data(demoToken);
    expect(shopping_area).toBe('ru');
    expect(new Set(products.map((product) => product.shopping_area))).toEqual(new Set(['ru', 'global']));
  });

  it('gives registrations the global area and global products without the edge’s country (recovery.test.ts has the ru area)', async () => {
    const user = await registerUser(h.app, { acceptLanguage: 'fr-FR' });
    const reply = await data(user.token);
    expect(reply.shopping_area).toBe('global');
    expect(reply.products.every((product) => product.shopping_area === 'global')).toBe(true);
  });

  it('carries the first page of transactions on the user', async () => {
    const { user } = await data(demoToken);
    expect(user.transactions).toHaveLength(TRANSACTIONS_PAGE_SIZE);
  });

  it('starts a new account with no subscriptions and no transactions', async () => {
    const user = await registerUser(h.app);
    const reply = await data(user.token);
    expect([reply.subscriptions, reply.user.transactions]).toEqual([[], []]);
  });
});

describe('transactions', () => {
  it('pages the demo history 10, 10, 10, 5, 0', async () => {
    const sizes = [];
    for (let skip = 0; skip <= DEMO_TRANSACTIONS; skip += TRANSACTIONS_PAGE_SIZE) {
      const page = transactionsReplySchema.parse((await transactions(demoToken, `?limit=10&skip=${skip}`)).json());
      sizes.push(page.data.length);
    }
    expect(sizes).toEqual([10, 10, 10, 5]);
    const after = transactionsReplySchema.parse((await transactions(demoToken, `?limit=10&skip=40`)).json());
    expect(after.data).toEqual([]);
  });

  it('defaults to the first 10, newest first', async () => {
    const page = transactionsReplySchema.parse((await transactions(demoToken)).json());
    const times = page.data.map((transaction) => Date.parse(transaction.created_at));
    expect(times).toHaveLength(10);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('never repeats a transaction across pages', async () => {
    const first = transactionsReplySchema.parse((await transactions(demoToken, '?limit=20&skip=0')).json());
    const second = transactionsReplySchema.parse((await transactions(demoToken, '?limit=20&skip=20')).json());
    const ids = [...first.data, ...second.data].map((transaction) => transaction.id);
    expect(new Set(ids).size).toBe(DEMO_TRANSACTIONS);
  });

  it('keeps what was bought in products', async () => {
    const page = transactionsReplySchema.parse((await transactions(demoToken, '?limit=1')).json());
    expect(page.data[0]?.products[0]).toMatchObject({ type: 'subscription', params: { days: expect.any(Number) } });
  });

  it.each(['?limit=0', '?limit=101', '?limit=abc', '?skip=-1'])('refuses %s with INVALID_REQUEST', async (query) => {
    expectError(await transactions(demoToken, query), 400, 'INVALID_REQUEST');
  });

  it('needs a token', async () => {
    expectError(await h.app.inject({ method: 'GET', url: '/v2/web/user/transactions' }), 401, 'UNAUTHORIZED');
  });

  it('is measured against the clock (seeded a week apart)', async () => {
    const page = transactionsReplySchema.parse((await transactions(demoToken, '?limit=2')).json());
    const [newest, next] = page.data.map((transaction) => Date.parse(transaction.created_at));
    expect((newest ?? 0) - (next ?? 0)).toBe(7 * DAY);
  });
});
