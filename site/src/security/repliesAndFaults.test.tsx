import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiClient, MAX_REPLY_CHARS, REQUEST_TIMEOUT_MS, type FetchLike, type HttpReply } from '../transport/ApiClient';
import { memoryTokenCookie } from '../transport/testing/memoryTokenCookie';
import { RootStore } from '../stores';
import { leaveFor } from '../screens/shared/navigation';
import { SignInScreen } from '../screens/SignIn/SignInScreen';
import { createTestStore, type FakeRoutes } from '../screens/testing/fakeApi';
import { mainData } from '../screens/testing/fixtures';
import { renderAccount } from '../screens/testing/renderAccount';
import { message, renderScreen } from '../screens/testing/renderScreen';
import { submitSignIn, typedPair, typedValues } from '../screens/testing/signInForm';
import { PWNED } from './payloads';
import { activeElements, ENGLISH_ERROR_MESSAGES } from './support/dom';

// Whatever the server (or the network) answers, every call of the ApiClient resolves to its
// reply as the site reads it (spec section 7, tolerantly), a translated failure, or a failure
// carrying the server's own words; nothing throws, no promise is left rejected, and the screens
// stay usable.

jest.mock('../screens/shared/navigation', () => ({ ...jest.requireActual('../screens/shared/navigation'), leaveFor: jest.fn() }));

const raw = (status: number, text: string, headers: Record<string, string> = {}): HttpReply => ({
  ok: status >= 200 && status < 300,
  status,
  headers: { get: (name) => headers[name.toLowerCase()] ?? null },
  text: async () => text,
});
const json = (status: number, body: unknown) => raw(status, JSON.stringify(body), { 'content-type': 'application/json' });
const html = '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1><script>window.__chameleonPwned=1</script></body></html>';

/** Odd and hostile replies: each ends as `expectedOutcome` says for the call. */
export const MALFORMED_REPLIES: [string, () => HttpReply][] = [
  ['an empty body', () => raw(200, '')],
  ['invalid JSON', () => raw(200, '{"status":true,')],
  ['a byte-order mark before JSON', () => raw(200, '\uFEFF{"status":true}')],
  ['an HTML page with 200', () => raw(200, html, { 'content-type': 'text/html' })],
  ['an HTML error page with 502', () => raw(502, html, { 'content-type': 'text/html' })],
  ['an HTML error page with 500', () => raw(500, html, { 'content-type': 'text/html' })],
  ['JSON null', () => raw(200, 'null')],
  ['a JSON string', () => raw(200, '"ok"')],
  ['a JSON number', () => raw(200, '1')],
  ['a JSON array', () => raw(200, '[{"status":true}]')],
  ['an empty object', () => json(200, {})],
  ['status as the string "true"', () => json(200, { status: 'true', token: 't', subscriptions: [], data: [] })],
  ['status as 1', () => json(200, { status: 1 })],
  ['status true on an error status', () => json(500, { status: true, token: 't' })],
  ['status false without a message', () => json(200, { status: false })],
  ['a numeric message', () => json(400, { status: false, message: 400 })],
  ['an unknown code', () => json(400, { status: false, message: 'SOMETHING_ELSE' })],
  ['HTML as the message', () => json(400, { status: false, message: `<img src=x onerror="window.${PWNED}=1">` })],
  ['a framework error body', () => json(400, { statusCode: 400, error: 'Bad Request', message: 'body/email must match format' })],
  ['status hidden in __proto__', () => raw(200, '{"__proto__":{"status":true,"token":"t"}}')],
  ['wrong types in every field', () => json(200, { status: true, token: 5, user: [], subscriptions: 'x', data: {}, access_token: null, confirmed: 'yes', checkout_url: 1, payment_id: [] })],
  ['a body over the size limit', () => json(200, { status: true, token: 'x'.repeat(MAX_REPLY_CHARS) })],
];

/** Every call of the ApiClient, with a request the contract accepts (so it reaches the wire). */
/** `not shown`: the spec shows no reply, so any reply that is not a failure is a success. */
type ReplyKind = 'data' | 'not shown';
const CALLS: [string, (api: ApiClient) => Promise<{ status: boolean; message?: string }>, ReplyKind][] = [
  ['login', (api) => api.login({ login: 'demo', password: 'demo-password-1', recaptchaToken: 't' }), 'data'],
  ['register', (api) => api.register({ login: 'demo', email: 'demo@example.com', password: 'demo-password-1', recaptchaToken: 't' }), 'data'],
  ['logout', (api) => api.logout(), 'not shown'],
  ['changePassword', (api) => api.changePassword({ old_password: 'old-password-1', new_password: 'new-password-1' }), 'data'],
  ['changeEmail', (api) => api.changeEmail({ email: 'new@example.com' }), 'data'],
  ['resetPassword', (api) => api.resetPassword({ email: 'demo@example.com', recaptchaToken: 't' }), 'not shown'],
  ['validateResetCode', (api) => api.validateResetCode({ email: 'demo@example.com', resetCode: '123456' }), 'not shown'],
  ['setPasswordReset', (api) => api.setPasswordReset({ email: 'demo@example.com', resetCode: '123456', password: 'new-password-1' }), 'not shown'],
  ['getMainData', (api) => api.getMainData(), 'data'],
  ['freeze', (api) => api.freeze({ cheat_id: 1 }), 'data'],
  ['unfreeze', (api) => api.unfreeze({ cheat_id: 1 }), 'data'],
  ['getTransactions', (api) => api.getTransactions({ limit: 10, skip: 0 }), 'data'],
  ['getConfirmation', (api) => api.getConfirmation(), 'data'],
  ['authorizeSso', (api) => api.authorizeSso({ request_id: 'req-1', user_code: 'ABCD-EFGH' }), 'not shown'],
  ['createPayment', (api) => api.createPayment({ cheat_id: 1, days: 30 }), 'data'],
];

/** A status other than `false` is no failure (the spec names `status` on some replies only). */
const NOT_A_FAILURE = new Set(['an empty body', 'an empty object', 'status as the string "true"', 'status as 1', 'status hidden in __proto__', 'wrong types in every field']);
/** These replies carry every key the call's reading needs (`token`, `subscriptions`, `data`). */
const KEYED = new Set(['login', 'register', 'changePassword', 'freeze', 'unfreeze', 'getTransactions']);
/** A failure with a message the site has no words for: shown as the server wrote it, as text. */
const SERVER_TEXT: Record<string, string> = {
  'an unknown code': 'SOMETHING_ELSE',
  'HTML as the message': `<img src=x onerror="window.${PWNED}=1">`,
};

function expectedOutcome(call: string, kind: ReplyKind, label: string): 'success' | 'translated failure' | { serverText: string } {
  const serverText = SERVER_TEXT[label];
  if (serverText !== undefined) return { serverText };
  if (kind === 'not shown' && NOT_A_FAILURE.has(label)) return 'success';
  if (KEYED.has(call) && label === 'status as the string "true"') return 'success';
  return 'translated failure';
}

const unhandled = jest.fn();
beforeAll(() => process.on('unhandledRejection', unhandled));
afterAll(() => {
  process.off('unhandledRejection', unhandled);
  if (process.env.SECURITY_COUNTS) console.log(`malformed replies: ${MALFORMED_REPLIES.length} shapes x ${CALLS.length} calls`);
});

function client(fetch: FetchLike, timeoutMs?: number) {
  return new ApiClient({ baseUrl: '/api', fetch, locale: () => 'en', token: () => 'token-1', ...(timeoutMs === undefined ? {} : { timeoutMs }) });
}

const translated = new Set(Object.keys(JSON.parse(readFileSync(join(__dirname, '../../../locales/en/errors.auth.json'), 'utf8')) as object));

describe.each(CALLS)('%s', (name, call, kind) => {
  it.each(MALFORMED_REPLIES)('answered with %s: read as the spec allows, nothing thrown', async (label, reply) => {
    const result = await call(client(async () => reply()));
    const expected = expectedOutcome(name, kind, label);
    if (expected === 'success') expect(result.status).toBe(true);
    else if (expected === 'translated failure') expect({ status: result.status, translated: translated.has(result.message ?? '') }).toEqual({ status: false, translated: true });
    else expect(result).toEqual({ status: false, message: expected.serverText });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('screens after a malformed reply', () => {
  async function signIn(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('checkbox', { name: message('auth', 'captcha.dev') }));
    await user.click(screen.getByRole('button', { name: message('auth', 'signIn.submit') }));
  }

  it('sign-in shows the server error as text, and the next try signs in', async () => {
    let replies = 0;
    const routes: FakeRoutes = {
      login: () => ((replies += 1) === 1 ? { status: 502, body: html } : { body: { status: true, token: 'token-1' } }),
      frontendData: { body: mainData() },
    };
    const { store } = createTestStore(routes);
    renderScreen(<SignInScreen />, { store, originalPath: '/auth/sign-in/' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(message('auth', 'login')), 'demo');
    await user.type(screen.getByLabelText(message('auth', 'password')), 'demo-password-1');
    await signIn(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message('errors.auth', 'INVALID_RESPONSE'));
    expect(activeElements()).toEqual([]);
    // The refusal was not about the captcha: it stays answered, so the next try is one press.
    expect(screen.getByRole('checkbox', { name: message('auth', 'captcha.dev') })).toBeChecked();
    await user.click(screen.getByRole('button', { name: message('auth', 'signIn.submit') }));
    await waitFor(() => expect(store.session.isSignedIn).toBe(true));
  });

  it('payment: a checkout address that is not http(s) is never followed', async () => {
    const { store } = createTestStore(
      { frontendData: { body: mainData() }, createPayment: { body: { status: true, payment_id: 'p', checkout_url: `javascript:window.${PWNED}=1` } } },
      { token: 'token-1' },
    );
    await act(() => store.session.restore());
    act(() => store.catalog.selectProduct(1, 7));
    renderAccount(store, '/profile/payment/?game=1&days=7');
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(store.payment.pending).toBe(false));
    expect(jest.mocked(leaveFor).mock.calls.filter(([url]) => !/^https?:/i.test(url))).toEqual([]);
  });
});

describe('faults', () => {
  const signInStore = (login: FakeRoutes['login']) => createTestStore({ login, frontendData: { body: mainData() } });

  it('API down: the sign-in form says so and keeps what was typed', async () => {
    const { store } = signInStore(() => Promise.reject(new TypeError('Failed to fetch')));
    renderScreen(<SignInScreen />, { store, originalPath: '/auth/sign-in/' });
    await submitSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message('errors.auth', 'NETWORK_ERROR'));
    expect(typedValues()).toEqual(typedPair);
  });

  it(`slow API: after ${REQUEST_TIMEOUT_MS / 1000} s the call fails with TIMEOUT and the request is aborted`, async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const hanging: FetchLike = (_url, init) =>
        new Promise((_resolve, reject) => {
          signal = init.signal ?? undefined;
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      const pending = client(hanging).login({ login: 'demo', password: 'demo-password-1', recaptchaToken: 't' });
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(signal?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await expect(pending).resolves.toEqual({ status: false, message: 'TIMEOUT' });
      expect(signal?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('slow API: the sign-in form shows the time-out and keeps what was typed', async () => {
    const fetch: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    const cookies = memoryTokenCookie();
    const store = new RootStore({ api: new ApiClient({ baseUrl: '/api', fetch, locale: () => 'en', token: () => cookies.get(), timeoutMs: 50 }), cookies, reload: () => undefined });
    renderScreen(<SignInScreen />, { store, originalPath: '/auth/sign-in/' });
    await submitSignIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(message('errors.auth', 'TIMEOUT'));
    expect(typedValues()).toEqual(typedPair);
  });

  it('settings keep the typed e-mail after a network error, and the retry succeeds', async () => {
    let attempts = 0;
    const { store } = createTestStore(
      {
        frontendData: { body: mainData() },
        changeEmail: () => ((attempts += 1) === 1 ? Promise.reject(new TypeError('offline')) : { body: { status: true, user: { ...mainData().user, email: 'new@example.com' }, message: 'EMAIL_CHANGED' } }),
      },
      { token: 'token-1' },
    );
    renderAccount(store, '/profile/settings/');
    const form = within(await screen.findByRole('form', { name: message('settings', 'email.title') }));
    const user = userEvent.setup();
    await user.type(form.getByLabelText(message('settings', 'email.new')), 'new@example.com');
    await user.click(form.getByRole('button', { name: message('settings', 'email.submit') }));
    expect(await form.findByText(message('errors.auth', 'NETWORK_ERROR'))).toBeInTheDocument();
    expect(form.getByLabelText(message('settings', 'email.new'))).toHaveValue('new@example.com');
    await user.click(form.getByRole('button', { name: message('settings', 'email.submit') }));
    await waitFor(() => expect(store.session.user?.email).toBe('new@example.com'));
  });

  it.each([
    [500, {}, 'http.500.title', false],
    [403, { 'cf-mitigated': 'challenge' }, null, true],
    [403, {}, null, false],
  ] as const)('a %i reply (%j): notification %s, reload %s', async (status, headers, title, reload) => {
    const reloadSpy = jest.fn();
    const cookies = memoryTokenCookie('token-1');
    const api = new ApiClient({ baseUrl: '/api', fetch: async () => raw(status, html, headers), locale: () => 'en', token: () => cookies.get() });
    const store = new RootStore({ api, cookies, reload: reloadSpy });
    await store.api.getTransactions({ limit: 10, skip: 0 });
    expect({ titles: store.notifications.notifications.map((toast) => toast.title), reloaded: reloadSpy.mock.calls.length > 0, token: cookies.get() }).toEqual({
      titles: title === null ? [] : [title],
      reloaded: reload,
      token: 'token-1',
    });
  });

  it('a token revoked mid-session: the first protected 401 signs the user out and clears the cookie', async () => {
    let revoked = false;
    const { store, cookies } = createTestStore(
      { frontendData: { body: mainData() }, freeze: () => (revoked ? { status: 401, body: { status: false, message: 'UNAUTHORIZED' } } : { body: { status: true, subscriptions: [] } }) },
      { token: 'token-1' },
    );
    await act(() => store.session.restore());
    expect(store.session.isSignedIn).toBe(true);
    revoked = true;
    await act(() => store.subscriptions.freeze());
    expect({ signedIn: store.session.isSignedIn, cookie: cookies.get(), user: store.session.user }).toEqual({ signedIn: false, cookie: undefined, user: null });
  });

  it('freeze pressed twice quickly sends one request', async () => {
    const { store, calls } = createTestStore({ frontendData: { body: mainData() }, freeze: { body: { status: true, subscriptions: mainData().subscriptions } } }, { token: 'token-1' });
    await act(() => store.session.restore());
    await act(() => Promise.all([store.subscriptions.freeze(), store.subscriptions.freeze()]));
    expect(calls.filter((call) => call.endpoint === 'freeze')).toHaveLength(1);
  });
});

it('no error message of the site carries markup', () => {
  expect(ENGLISH_ERROR_MESSAGES.filter((text) => /<[a-z/!]/i.test(text))).toEqual([]);
});
