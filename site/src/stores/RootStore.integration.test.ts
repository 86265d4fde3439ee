/**
 * @jest-environment node
 */
import { DEVELOPMENT_CAPTCHA_TOKEN } from '@chameleon/contract';
import { DEMO_USER, SETUP_TIMEOUT, seedDemo } from '@chameleon/api/testing';
import { browserTab as openTab, startApi, type InProcessApi } from '../transport/testing/inProcessApi';

// The stores against the real API (Fastify over an in-memory PGlite), in this process: the
// client's fetch goes to Fastify's inject, so every header and reply takes the real path.

const FLOW_TIMEOUT = 60_000;

let harness: InProcessApi;

beforeAll(async () => {
  harness = await startApi();
  await seedDemo(harness.ctx.db, harness.clock.now());
}, SETUP_TIMEOUT);

afterAll(async () => {
  await harness?.close();
}, SETUP_TIMEOUT);

function browserTab(locale: string, token?: string) {
  const { store: root, cookies } = openTab(harness, { locale, token });
  return { root, cookies };
}

it(
  'the demo user signs in, sees the catalog and history, freezes and unfreezes',
  async () => {
    const { root, cookies } = browserTab('ru');
    const signedIn = await root.session.login({ login: DEMO_USER.login, password: DEMO_USER.password, recaptchaToken: DEVELOPMENT_CAPTCHA_TOKEN });
    expect({ signedIn, user: root.session.user?.login, cookie: cookies.get() === root.session.token }).toEqual({
      signedIn: { ok: true, value: undefined },
      user: 'demo',
      cookie: true,
    });

    expect({
      area: root.catalog.shoppingArea,
      productAreas: [...new Set(root.catalog.productsForCurrentGame.map((product) => `${product.shopping_area}/${product.cheat_id}`))],
      byDays: root.catalog.findSubscriptionProductByDays(30)?.params.days,
      cheat: root.catalog.selectedCheat?.id,
    }).toEqual({ area: 'ru', productAreas: ['ru/1'], byDays: 30, cheat: 1 });

    // Main data brought the first page of the 35 seeded transactions.
    expect({ count: root.transactions.items.length, hasMore: root.transactions.hasMore }).toEqual({ count: 10, hasMore: true });
    await root.transactions.loadMore();
    await root.transactions.loadMore();
    await root.transactions.loadMore();
    const ids = root.transactions.items.map((item) => item.id);
    expect({ count: ids.length, unique: new Set(ids).size, hasMore: root.transactions.hasMore }).toEqual({
      count: 35,
      unique: 35,
      hasMore: false,
    });
    expect(root.transactions.items[0]?.product).toEqual(root.transactions.items[0]?.products[0]);

    expect({ game1: root.subscriptions.state, canFreeze: root.subscriptions.canFreezeFor(1), game2: root.subscriptions.stateFor(2) }).toEqual({
      game1: 'active',
      canFreeze: true,
      game2: 'expired',
    });

    await expect(root.subscriptions.freeze()).resolves.toEqual({ ok: true, value: undefined });
    expect({ state: root.subscriptions.state, canFreeze: root.subscriptions.canFreezeFor(1) }).toEqual({ state: 'frozen', canFreeze: false });

    harness.clock.advance(3_600_000);
    await expect(root.subscriptions.unfreeze()).resolves.toEqual({ ok: true, value: undefined });
    // Unfrozen: running again, and the cool-down forbids the next freeze for now.
    expect({ state: root.subscriptions.state, canFreeze: root.subscriptions.canFreezeFor(1) }).toEqual({ state: 'active', canFreeze: false });

    const refused = await root.subscriptions.freeze();
    expect({ refused, error: root.subscriptions.errorFor(1) }).toEqual({
      refused: { ok: false, error: 'FREEZE_COOLDOWN' },
      error: 'FREEZE_COOLDOWN',
    });
  },
  FLOW_TIMEOUT,
);

it(
  'a new user registers, is signed in with empty history, changes the password and signs out',
  async () => {
    const { root, cookies } = browserTab('en');
    const login = `store_user_${Date.now().toString(36)}`;
    const registered = await root.session.register({
      login,
      email: `${login}@example.com`,
      password: 'first-password-1',
      recaptchaToken: DEVELOPMENT_CAPTCHA_TOKEN,
    });
    expect({
      registered,
      user: root.session.user?.login,
      area: root.catalog.shoppingArea,
      state: root.subscriptions.state,
      transactions: root.transactions.items.length,
      hasMore: root.transactions.hasMore,
    }).toEqual({ registered: { ok: true, value: undefined }, user: login, area: 'global', state: 'none', transactions: 0, hasMore: false });

    const firstToken = cookies.get();
    const changed = await root.session.changePassword({ old_password: 'first-password-1', new_password: 'second-password-2' });
    expect({ changed, replaced: cookies.get() !== firstToken, signedIn: root.session.isSignedIn }).toEqual({
      changed: { ok: true, value: undefined },
      replaced: true,
      signedIn: true,
    });

    const tokenBeforeLogout = cookies.get();
    await expect(root.session.logout()).resolves.toEqual({ ok: true, value: undefined });
    expect({ cookie: cookies.get(), signedIn: root.session.isSignedIn }).toEqual({ cookie: undefined, signedIn: false });

    // The server forgot the token too: a tab still holding it is signed out by the 401 hook.
    const stale = browserTab('en', tokenBeforeLogout);
    await expect(stale.root.session.restore()).resolves.toEqual({ ok: false, error: 'UNAUTHORIZED' });
    expect({ cookie: stale.cookies.get(), token: stale.root.session.token }).toEqual({ cookie: undefined, token: null });
  },
  FLOW_TIMEOUT,
);

it(
  'wrong credentials fail with the catalogue code and leave the visitor signed out',
  async () => {
    const { root, cookies } = browserTab('de');
    const result = await root.session.login({ login: DEMO_USER.login, password: 'not-the-password', recaptchaToken: DEVELOPMENT_CAPTCHA_TOKEN });
    expect({ result, cookie: cookies.get(), signedIn: root.session.isSignedIn, notifications: root.notifications.notifications }).toEqual({
      result: { ok: false, error: 'INVALID_CREDENTIALS' },
      cookie: undefined,
      signedIn: false,
      notifications: [],
    });
  },
  FLOW_TIMEOUT,
);
