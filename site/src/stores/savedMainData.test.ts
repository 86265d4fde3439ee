import { DEVELOPMENT_CAPTCHA_TOKEN } from '@chameleon/contract';
import { memoryTokenCookie } from '../transport/tokenCookie';
import { FakeServer, aUser, deferred, errorReply, fakeClient, jsonReply, mainData } from '../transport/testing/fakeServer';
import { RootStore } from './RootStore';
import { MAX_SAVED_CHARS, savedMainDataIn, savedMainDataKey, sessionFingerprint } from './savedMainData';


/** A tab: its own sessionStorage (jsdom's), the token cookie, the stores over a fake server. */
function tab(token?: string) {
  const server = new FakeServer();
  const cookies = memoryTokenCookie(token);
  const root = new RootStore({
    api: fakeClient(server, { token: () => cookies.get() }),
    cookies,
    reload: jest.fn(),
    saved: savedMainDataIn(sessionStorage),
  });
  return { server, cookies, root, session: root.session };
}

const aliceData = () => mainData({ access_token: undefined, user: { ...aUser({ login: 'alice', email: 'alice@example.com' }), transactions: [] } });
const bobData = () => mainData({ access_token: undefined, user: { ...aUser({ login: 'bob', email: 'bob@example.com' }), transactions: [] } });

/** What an earlier page load of this tab left behind: alice's data, saved under her token. */
async function aliceVisitedBefore() {
  const earlier = tab('alice-token');
  earlier.server.on('frontendData', jsonReply(200, aliceData()));
  await earlier.session.restore();
  expect(sessionStorage.getItem(savedMainDataKey)).not.toBeNull();
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('stale-while-revalidate', () => {
  it("shows the tab's last main data at once, then the server's", async () => {
    await aliceVisitedBefore();
    const next = tab('alice-token');
    const reply = deferred<ReturnType<typeof jsonReply>>();
    next.server.on('frontendData', () => reply.promise);
    expect(next.session.showSaved()).toBe(true);
    expect(next.session.user?.login).toBe('alice');
    expect(next.root.catalog.cheats).toHaveLength(2);

    const restored = next.session.restore();
    expect(next.server.calls('frontendData')).toHaveLength(1);
    reply.resolve(jsonReply(200, mainData({ access_token: undefined, user: { ...aUser({ login: 'alice', email: 'new@example.com' }), transactions: [] } })));
    await restored;
    expect(next.session.user?.email).toBe('new@example.com');
  });

  it('keeps no token in the copy and nothing in localStorage', async () => {
    await aliceVisitedBefore();
    const text = sessionStorage.getItem(savedMainDataKey) ?? '';
    expect(text).not.toContain('alice-token');
    expect(text).not.toContain('access_token');
    expect(localStorage.length).toBe(0);
  });

  it('is cleared on sign-out', async () => {
    await aliceVisitedBefore();
    const next = tab('alice-token');
    next.server.on('logout', jsonReply(200, { status: true }));
    next.session.showSaved();
    await next.session.logout();
    expect(sessionStorage.getItem(savedMainDataKey)).toBeNull();
    expect(next.session.user).toBeNull();
  });

  it('is cleared, and its user forgotten, when the server refuses the token (401)', async () => {
    await aliceVisitedBefore();
    const next = tab('alice-token');
    next.server.on('frontendData', errorReply(401, 'UNAUTHORIZED'));
    next.session.showSaved();
    await next.session.restore();
    expect(sessionStorage.getItem(savedMainDataKey)).toBeNull();
    expect(next.session.user).toBeNull();
    expect(next.cookies.get()).toBeUndefined();
  });
});

describe('another account', () => {
  it("never shows alice's copy to a tab whose cookie is now bob's (another tab signed in as him)", async () => {
    await aliceVisitedBefore();
    const next = tab('bob-token');
    expect(next.session.showSaved()).toBe(false);
    expect(next.session.user).toBeNull();
  });

  it('shows bob his own data after he signs in where alice was', async () => {
    await aliceVisitedBefore();
    const next = tab('alice-token');
    next.server
      .on('logout', jsonReply(200, { status: true }))
      .on('login', jsonReply(200, { status: true, token: 'bob-token' }))
      .on('frontendData', jsonReply(200, bobData()));
    next.session.showSaved();
    await next.session.logout();
    await next.session.login({ login: 'bob', password: 'secret-pass', recaptchaToken: DEVELOPMENT_CAPTCHA_TOKEN });
    expect(next.session.user?.login).toBe('bob');

    const reload = tab('bob-token');
    reload.server.on('frontendData', () => new Promise(() => undefined));
    reload.session.showSaved();
    expect(reload.session.user?.login).toBe('bob');
  });
});

describe('a hostile or broken saved value is ignored', () => {
  const token = 'alice-token';
  const owner = sessionFingerprint(token);
  const readBack = () => savedMainDataIn(sessionStorage).read(token);

  it.each([
    ['not JSON', '{"owner":'],
    ['JSON of another shape', '[1,2,3]'],
    ['a string', '"alice"'],
    ['no owner', JSON.stringify({ data: aliceData() })],
    ['tampered: a user without a login', JSON.stringify({ owner, data: { ...aliceData(), user: { email: 'x@example.com' } } })],
    ['tampered: subscriptions that are not a list', JSON.stringify({ owner, data: { ...aliceData(), subscriptions: 'all of them' } })],
    ['foreign-shaped data', JSON.stringify({ owner, data: { hello: 'world' } })],
  ])('%s', (_name, value) => {
    sessionStorage.setItem(savedMainDataKey, value);
    expect(readBack()).toBeNull();
    const next = tab(token);
    expect(next.session.showSaved()).toBe(false);
    expect(next.session.user).toBeNull();
  });

  it('an oversized value, which is not even parsed, and removed', () => {
    const parse = jest.spyOn(JSON, 'parse');
    sessionStorage.setItem(savedMainDataKey, JSON.stringify({ owner, data: aliceData(), padding: 'x'.repeat(MAX_SAVED_CHARS) }));
    expect(readBack()).toBeNull();
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(sessionStorage.getItem(savedMainDataKey)).toBeNull();
  });

  it('a storage that throws (privacy modes): nothing shown, nothing thrown', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const saved = savedMainDataIn(refusing);
    expect(saved.read(token)).toBeNull();
    expect(() => saved.write(token, aliceData())).not.toThrow();
    expect(() => saved.clear()).not.toThrow();
  });
});
