import { DEVELOPMENT_CAPTCHA_TOKEN, type User } from '@chameleon/contract';

/** A reference API user as the site reads it: the spec's keys only. */
const siteUser = ({ login, email, created_at, confirmed, pending_email = null, pending_email_expires_at = null }: User) => ({ login, email, created_at, confirmed, pending_email, pending_email_expires_at });
import type { HttpReply } from '../transport/ApiClient';
import { memoryTokenCookie } from '../transport/testing/memoryTokenCookie';
import { FakeServer, aProduct, aSubscription, aUser, deferred, errorReply, fakeClient, jsonReply, mainData, transactions } from '../transport/testing/fakeServer';
import { RootStore } from './RootStore';

const credentials = { login: 'player_one', password: 'secret-pass', recaptchaToken: DEVELOPMENT_CAPTCHA_TOKEN };
const registration = { ...credentials, email: 'player@example.com', password: 'long-enough-1' };
const MAIN = 'frontendData';

/** Lets promise callbacks run until `done()` holds (a request the store sends after an await). */
async function waitFor(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 50 && !done(); turn += 1) await Promise.resolve();
  if (!done()) throw new Error('condition never held');
}

function setup(token?: string) {
  const server = new FakeServer();
  const cookies = memoryTokenCookie(token);
  const root = new RootStore({ api: fakeClient(server, { token: () => cookies.get() }), cookies, reload: jest.fn() });
  return { server, cookies, root, session: root.session };
}

describe('login and register', () => {
  it.each([
    ['login', 'login', (s: ReturnType<typeof setup>) => s.session.login(credentials)],
    ['register', 'register', (s: ReturnType<typeof setup>) => s.session.register(registration)],
  ] as const)('%s stores the token, then loads main data with it', async (_name, endpoint, act) => {
    const s = setup();
    s.server.on(endpoint, jsonReply(200, { status: true, token: 'fresh' })).on(MAIN, jsonReply(200, mainData({ access_token: 'fresh' })));
    const result = await act(s);
    expect({
      result,
      order: s.server.requests.map((request) => request.endpoint),
      mainDataAuth: s.server.calls(MAIN)[0]?.headers.Authorization,
      cookie: s.cookies.get(),
      token: s.session.token,
      signedIn: s.session.isSignedIn,
    }).toEqual({ result: { ok: true, value: undefined }, order: [endpoint, MAIN], mainDataAuth: 'Bearer fresh', cookie: 'fresh', token: 'fresh', signedIn: true });
  });

  it.each([
    ['login', 'login', (s: ReturnType<typeof setup>) => s.session.login(credentials)],
    ['register', 'register', (s: ReturnType<typeof setup>) => s.session.register(registration)],
  ] as const)('%s fails when main data cannot be loaded, leaving no token', async (_name, endpoint, act) => {
    const s = setup();
    s.server.on(endpoint, jsonReply(200, { status: true, token: 'fresh' })).on(MAIN, errorReply(503, 'EMAIL_SEND_FAILED'));
    const result = await act(s);
    expect({ result, cookie: s.cookies.get(), token: s.session.token, signedIn: s.session.isSignedIn, error: s.session.mainDataError }).toEqual({
      result: { ok: false, error: 'EMAIL_SEND_FAILED' },
      cookie: undefined,
      token: null,
      signedIn: false,
      error: 'EMAIL_SEND_FAILED',
    });
  });

  it('login fails with the server code and loads nothing', async () => {
    const s = setup();
    s.server.on('login', errorReply(401, 'INVALID_CREDENTIALS'));
    const result = await s.session.login(credentials);
    expect({ result, calls: s.server.requests.length, signedIn: s.session.isSignedIn }).toEqual({
      result: { ok: false, error: 'INVALID_CREDENTIALS' },
      calls: 1,
      signedIn: false,
    });
  });
});

describe('main data', () => {
  it('fills user, catalog, subscriptions and moves the transactions into the transaction list', async () => {
    const s = setup('t');
    const data = mainData({
      access_token: 't',
      user: { ...aUser({ login: 'neo' }), transactions: transactions(10) },
      shopping_area: 'ru',
      products: [aProduct({ id: 3, shopping_area: 'ru' })],
      subscriptions: [aSubscription({ cheat_id: 2 })],
    });
    s.server.on(MAIN, jsonReply(200, data));
    await s.session.loadMainData();
    expect({
      user: s.session.user,
      area: s.root.catalog.shoppingArea,
      products: s.root.catalog.productsForCurrentGame.map((product) => `${product.cheat_id}/${product.shopping_area}/${product.params.days}`),
      subscriptions: s.root.subscriptions.subscriptions,
      transactions: s.root.transactions.items.length,
      hasMore: s.root.transactions.hasMore,
      status: s.session.mainDataStatus,
    }).toEqual({
      user: siteUser(aUser({ login: 'neo' })),
      area: 'ru',
      products: ['1/ru/30'],
      subscriptions: [aSubscription({ cheat_id: 2 })],
      transactions: 10,
      hasMore: true,
      status: 'loaded',
    });
  });

  it('keeps the user free of the transaction list', async () => {
    const s = setup('t');
    s.server.on(MAIN, jsonReply(200, mainData({ access_token: 't' })));
    await s.session.loadMainData();
    expect(s.session.user).not.toHaveProperty('transactions');
  });

  it('keeps the code of a failed load', async () => {
    const s = setup('t');
    s.server.on(MAIN, errorReply(500, 'INVALID_RESPONSE'));
    const result = await s.session.loadMainData();
    expect({ result, error: s.session.mainDataError, status: s.session.mainDataStatus }).toEqual({
      result: { ok: false, error: 'INVALID_RESPONSE' },
      error: 'INVALID_RESPONSE',
      status: 'failed',
    });
  });

  it('mirrors the token main data returns into the cookie', async () => {
    const s = setup('old');
    s.server.on(MAIN, jsonReply(200, mainData({ access_token: 'rotated' })));
    await s.session.loadMainData();
    expect({ cookie: s.cookies.get(), token: s.session.token }).toEqual({ cookie: 'rotated', token: 'rotated' });
  });

  it('shares one request between concurrent loads', async () => {
    const s = setup('t');
    const gate = deferred<HttpReply>();
    s.server.on(MAIN, () => gate.promise);
    const loads = [s.session.loadMainData(), s.session.restore()];
    gate.resolve(jsonReply(200, mainData({ access_token: 't' })));
    await Promise.all(loads);
    expect(s.server.requests).toHaveLength(1);
  });

  it('drops a reply that arrives after sign-out', async () => {
    const s = setup('t');
    const gate = deferred<HttpReply>();
    s.server.on(MAIN, () => gate.promise).on('logout', jsonReply(200, { status: true }));
    const loading = s.session.loadMainData();
    await s.session.logout();
    gate.resolve(jsonReply(200, mainData({ access_token: 't' })));
    await loading;
    expect({ user: s.session.user, cookie: s.cookies.get() }).toEqual({ user: null, cookie: undefined });
  });
});

describe('a restore still running with the previous token', () => {
  /** Main data per token: the previous token's reply is held back until the test lets it go. */
  function withHeldRestore(previous: string) {
    const s = setup(previous);
    const held = deferred<HttpReply>();
    s.server.on(MAIN, (request) =>
      request.headers.Authorization === `Bearer ${previous}`
        ? held.promise
        : jsonReply(200, mainData({ access_token: request.headers.Authorization?.replace('Bearer ', '') ?? '', user: { ...aUser({ login: 'new-user' }), transactions: [] } })),
    );
    return { ...s, held, restoring: s.session.restore() };
  }

  it('does not hand its request to a sign-in with a new token', async () => {
    const s = withHeldRestore('old');
    s.server.on('login', jsonReply(200, { status: true, token: 'fresh' }));
    const result = await s.session.login(credentials);
    s.held.resolve(jsonReply(200, mainData({ access_token: 'old', user: { ...aUser({ login: 'old-user' }), transactions: [] } })));
    const restored = await s.restoring;
    expect({ result, restored, token: s.session.token, cookie: s.cookies.get(), login: s.session.user?.login }).toEqual({
      result: { ok: true, value: undefined },
      restored: { ok: false, error: 'UNAUTHORIZED' },
      token: 'fresh',
      cookie: 'fresh',
      login: 'new-user',
    });
  });

  it('refused with 401 (password changed meanwhile) does not sign out the new token', async () => {
    const s = withHeldRestore('old');
    const reload = deferred<HttpReply>();
    s.server.on('changePassword', jsonReply(200, { status: true, token: 'new' }));
    s.server.on(MAIN, (request) => (request.headers.Authorization === 'Bearer old' ? s.held.promise : reload.promise));
    const changing = s.session.changePassword({ old_password: 'old-pass', new_password: 'new-pass-1' });
    await waitFor(() => s.server.calls(MAIN).length === 2);
    s.held.resolve(errorReply(401, 'UNAUTHORIZED'));
    await s.restoring;
    const statusMeanwhile = s.session.mainDataStatus;
    reload.resolve(jsonReply(200, mainData({ access_token: 'new' })));
    const result = await changing;
    expect({ result, statusMeanwhile, token: s.session.token, cookie: s.cookies.get(), signedIn: s.session.isSignedIn }).toEqual({
      result: { ok: true, value: undefined },
      statusMeanwhile: 'loading',
      token: 'new',
      cookie: 'new',
      signedIn: true,
    });
  });
});

describe('restore', () => {
  it('reads the token from the cookie at start', () => {
    expect(setup('from-cookie').session.token).toBe('from-cookie');
  });

  it('needs a restore with a stored token and no user', () => {
    const { session } = setup('t');
    expect({ needsRestore: session.needsRestore, signedIn: session.isSignedIn }).toEqual({ needsRestore: true, signedIn: false });
  });

  it('loads the user of a stored token', async () => {
    const s = setup('t');
    s.server.on(MAIN, jsonReply(200, mainData({ access_token: 't' })));
    await s.session.restore();
    expect(s.session.isSignedIn).toBe(true);
  });

  it('calls nothing without a token', async () => {
    const s = setup();
    await s.session.restore();
    expect({ calls: s.server.requests.length, needsRestore: s.session.needsRestore }).toEqual({ calls: 0, needsRestore: false });
  });

  it('a token the server refuses is forgotten', async () => {
    const s = setup('stale');
    s.server.on(MAIN, errorReply(401, 'UNAUTHORIZED'));
    await s.session.restore();
    expect({ cookie: s.cookies.get(), token: s.session.token, needsRestore: s.session.needsRestore }).toEqual({
      cookie: undefined,
      token: null,
      needsRestore: false,
    });
  });
});

describe('logout', () => {
  async function signedIn() {
    const s = setup('t');
    s.server.on(MAIN, jsonReply(200, mainData({ access_token: 't' })));
    await s.session.loadMainData();
    return s;
  }

  it('calls logout with the token, then clears token, cookie, user and loaded data', async () => {
    const s = await signedIn();
    let tokenDuringCall: string | null = null;
    s.server.on('logout', () => {
      tokenDuringCall = s.session.token;
      return jsonReply(200, { status: true });
    });
    await s.session.logout();
    expect({
      tokenDuringCall,
      auth: s.server.calls('logout')[0]?.headers.Authorization,
      cookie: s.cookies.get(),
      token: s.session.token,
      user: s.session.user,
      subscriptions: s.root.subscriptions.subscriptions,
      transactions: s.root.transactions.items,
      products: s.root.catalog.products,
    }).toEqual({ tokenDuringCall: 't', auth: 'Bearer t', cookie: undefined, token: null, user: null, subscriptions: [], transactions: [], products: [] });
  });

  it('clears the session even when the call fails', async () => {
    const s = await signedIn();
    s.server.on('logout', errorReply(500, 'INVALID_RESPONSE'));
    const result = await s.session.logout();
    expect({ result, signedIn: s.session.isSignedIn, cookie: s.cookies.get() }).toEqual({
      result: { ok: false, error: 'INVALID_RESPONSE' },
      signedIn: false,
      cookie: undefined,
    });
  });
});

describe('changePassword', () => {
  it('replaces the token and reloads main data with the new one', async () => {
    const s = setup('old');
    s.server
      .on('changePassword', jsonReply(200, { status: true, token: 'new' }))
      .on(MAIN, jsonReply(200, mainData({ access_token: 'new' })));
    const result = await s.session.changePassword({ old_password: 'old-pass', new_password: 'new-pass-1' });
    expect({
      result,
      cookie: s.cookies.get(),
      token: s.session.token,
      reloadAuth: s.server.calls(MAIN)[0]?.headers.Authorization,
    }).toEqual({ result: { ok: true, value: undefined }, cookie: 'new', token: 'new', reloadAuth: 'Bearer new' });
  });

  it('keeps the token when the change is refused', async () => {
    const s = setup('old');
    s.server.on('changePassword', errorReply(400, 'INVALID_PASSWORD'));
    const result = await s.session.changePassword({ old_password: 'wrong', new_password: 'new-pass-1' });
    expect({ result, cookie: s.cookies.get(), reloads: s.server.calls(MAIN).length }).toEqual({
      result: { ok: false, error: 'INVALID_PASSWORD' },
      cookie: 'old',
      reloads: 0,
    });
  });

  it('still succeeds when only the reload fails (the password did change)', async () => {
    const s = setup('old');
    s.server
      .on('changePassword', jsonReply(200, { status: true, token: 'new' }))
      .on(MAIN, errorReply(503, 'EMAIL_SEND_FAILED'));
    const result = await s.session.changePassword({ old_password: 'old-pass', new_password: 'new-pass-1' });
    expect({ result, cookie: s.cookies.get(), error: s.session.mainDataError }).toEqual({ result: { ok: true, value: undefined }, cookie: 'new', error: 'EMAIL_SEND_FAILED' });
  });
});

describe('changeEmail', () => {
  it('takes the user from the reply of a backend that changes the address at once', async () => {
    const s = setup('t');
    const changed = aUser({ email: 'new@example.com' });
    s.server.on('changeEmail', jsonReply(200, { status: true, user: changed, message: 'EMAIL_CHANGED' }));
    const result = await s.session.changeEmail({ email: 'new@example.com' });
    expect({ result, user: s.session.user }).toEqual({ result: { ok: true, value: 'changed' }, user: siteUser(changed) });
  });

  it('a new address waiting for its link is linkSent, and the user keeps the address in effect', async () => {
    const s = setup('t');
    const waiting = aUser({ pending_email: 'new@example.com', pending_email_expires_at: '2026-03-02T12:00:00.000Z' });
    s.server.on('changeEmail', jsonReply(200, { status: true, user: waiting, message: 'EMAIL_CONFIRMATION_SENT' }));
    const result = await s.session.changeEmail({ email: 'new@example.com' });
    expect({ result, email: s.session.user?.email, pending: s.session.user?.pending_email }).toEqual({ result: { ok: true, value: 'linkSent' }, email: 'player@example.com', pending: 'new@example.com' });
  });

  it('the address already in effect is unchanged', async () => {
    const s = setup('t');
    s.server.on('changeEmail', jsonReply(200, { status: true, user: aUser(), message: 'EMAIL_UNCHANGED' }));
    await expect(s.session.changeEmail({ email: 'player@example.com' })).resolves.toEqual({ ok: true, value: 'unchanged' });
  });

  it('cancelling a pending change takes the user from the reply', async () => {
    const s = setup('t');
    s.server.on('changeEmail', jsonReply(200, { status: true, user: aUser({ pending_email: 'new@example.com' }), message: 'EMAIL_CONFIRMATION_SENT' }));
    s.server.on('cancelEmailChange', jsonReply(200, { status: true, user: aUser() }));
    await s.session.changeEmail({ email: 'new@example.com' });
    const result = await s.session.cancelEmailChange();
    expect({ result, pending: s.session.user?.pending_email }).toEqual({ result: { ok: true, value: undefined }, pending: null });
  });

  it('passes a refusal on and keeps the user', async () => {
    const s = setup('t');
    s.server.on(MAIN, jsonReply(200, mainData({ access_token: 't' }))).on('changeEmail', errorReply(409, 'EMAIL_EXISTS'));
    await s.session.loadMainData();
    const before = s.session.user;
    const result = await s.session.changeEmail({ email: 'taken@example.com' });
    expect({ result, same: s.session.user === before }).toEqual({ result: { ok: false, error: 'EMAIL_EXISTS' }, same: true });
  });
});

describe('email links', () => {
  it('confirming sends the token and reloads the signed-in user', async () => {
    const s = setup('t');
    s.server.on('confirmEmailChange', jsonReply(200, { status: true, email: 'new@example.com' })).on(MAIN, jsonReply(200, mainData({ access_token: 't', user: { ...aUser({ email: 'new@example.com' }), transactions: [] } })));
    const result = await s.session.confirmEmailChange('link-token');
    expect({ result, body: s.server.calls('confirmEmailChange')[0]?.body, email: s.session.user?.email }).toEqual({
      result: { ok: true, value: 'new@example.com' },
      body: { token: 'link-token' },
      email: 'new@example.com',
    });
  });

  it('confirming without a session loads nothing', async () => {
    const s = setup();
    s.server.on('confirmEmailChange', jsonReply(200, { status: true, email: 'new@example.com' }));
    await s.session.confirmEmailChange('link-token');
    expect(s.server.requests.map((request) => request.endpoint)).toEqual(['confirmEmailChange']);
  });

  it('restoring the old address forgets this browser\'s session, whose token the server ended', async () => {
    const s = setup('t');
    s.server.on('undoEmailChange', jsonReply(200, { status: true, email: 'old@example.com' })).on(MAIN, jsonReply(200, mainData({ access_token: 't' })));
    await s.session.loadMainData();
    const result = await s.session.undoEmailChange('undo-token');
    expect({ result, cookie: s.cookies.get(), user: s.session.user }).toEqual({ result: { ok: true, value: 'old@example.com' }, cookie: undefined, user: null });
  });

  it('an expired or used link is refused and the session stays', async () => {
    const s = setup('t');
    s.server.on('undoEmailChange', errorReply(400, 'EMAIL_LINK_INVALID'));
    const result = await s.session.undoEmailChange('old-token');
    expect({ result, cookie: s.cookies.get() }).toEqual({ result: { ok: false, error: 'EMAIL_LINK_INVALID' }, cookie: 't' });
  });
});
