import { DEVELOPMENT_CAPTCHA_TOKEN } from '@chameleon/contract';
import { ApiClient, REQUEST_TIMEOUT_MS, type HttpErrorEvent } from './ApiClient';
import { FakeServer, aSubscription, errorReply, fakeClient, jsonReply, mainData, rawReply } from './testing/fakeServer';

const credentials = { login: 'player_one', password: 'secret-pass', recaptchaToken: DEVELOPMENT_CAPTCHA_TOKEN };
const tokenReply = jsonReply(200, { status: true, token: 'new-token' });

describe('headers', () => {
  it('sends JSON Accept and Content-Type on every call', async () => {
    const server = new FakeServer().on('logout', jsonReply(200, { status: true }));
    await fakeClient(server).logout();
    expect(server.requests[0]?.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('sends the current locale as Accept-Language, read per call', async () => {
    const server = new FakeServer().on('logout', jsonReply(200, { status: true }));
    let locale = 'de';
    const client = fakeClient(server, { locale: () => locale });
    await client.logout();
    locale = 'fr';
    await client.logout();
    expect(server.requests.map((request) => request.headers['Accept-Language'])).toEqual(['de', 'fr']);
  });

  it('sends the bearer token when the cookie holds one', async () => {
    const server = new FakeServer().on('frontendData', jsonReply(200, mainData()));
    await fakeClient(server, { token: () => 'abc123' }).getMainData();
    expect(server.requests[0]?.headers.Authorization).toBe('Bearer abc123');
  });

  it('lets only sign-in, sign-up and the reset code checks carry cookies (the API’s device cookie), and only to the same origin', async () => {
    const ok = jsonReply(200, { status: true });
    const server = new FakeServer().on('login', tokenReply).on('register', tokenReply).on('validateResetCode', ok).on('setPasswordReset', ok).on('frontendData', jsonReply(200, mainData()));
    const client = fakeClient(server);
    await client.login(credentials);
    await client.register({ ...credentials, email: 'player@example.com', password: 'long-enough-1' });
    await client.validateResetCode({ email: 'player@example.com', resetCode: '123456' });
    await client.setPasswordReset({ email: 'player@example.com', resetCode: '123456', password: 'long-enough-2' });
    await client.getMainData();
    expect(server.requests.map((request) => request.credentials)).toEqual(['same-origin', 'same-origin', 'same-origin', 'same-origin', 'omit']);
  });

  it('sends no Authorization header without a token', async () => {
    const server = new FakeServer().on('login', tokenReply);
    await fakeClient(server, { token: () => undefined }).login(credentials);
    expect(server.requests[0]?.headers).not.toHaveProperty('Authorization');
  });
});

describe('requests', () => {
  it('joins the base URL and the path, without a doubled slash', async () => {
    const server = new FakeServer().on('login', tokenReply);
    await fakeClient(server, { baseUrl: 'https://api.example.com/' }).login(credentials);
    expect(server.requests[0]?.url).toBe('https://api.example.com/v2/web/login');
  });

  it('reads a base URL getter on every call (runtime config may arrive later)', async () => {
    const server = new FakeServer().on('login', tokenReply);
    let base = '/api';
    const client = fakeClient(server, { baseUrl: () => base });
    await client.login(credentials);
    base = 'https://api.example.com';
    await client.login(credentials);
    expect(server.requests.map((request) => request.url)).toEqual(['/api/v2/web/login', 'https://api.example.com/v2/web/login']);
  });

  it('sends the body as JSON', async () => {
    const server = new FakeServer().on('freeze', jsonReply(200, { status: true, subscriptions: [] }));
    await fakeClient(server).freeze({ cheat_id: 2 });
    expect(server.requests[0]?.body).toEqual({ cheat_id: 2 });
  });

  it('sends limit and skip of a transactions page in the query', async () => {
    const server = new FakeServer().on('transactions', jsonReply(200, { status: true, data: [] }));
    await fakeClient(server).getTransactions({ limit: 10, skip: 20 });
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({ limit: '10', skip: '20' });
  });

  it('refuses a body the contract rejects without calling the server', async () => {
    const server = new FakeServer();
    const result = await fakeClient(server).changeEmail({ email: 'not-an-email' });
    expect({ result, calls: server.requests.length }).toEqual({ result: { status: false, message: 'INVALID_EMAIL' }, calls: 0 });
  });

  it.each([
    ['login', 'POST', '/v2/web/login', (c: ApiClient) => c.login(credentials)],
    ['register', 'POST', '/v2/web/register', (c: ApiClient) => c.register({ ...credentials, email: 'a@b.cd', password: 'long-enough' })],
    ['logout', 'POST', '/v2/web/logout', (c: ApiClient) => c.logout()],
    ['changePassword', 'POST', '/v2/web/user/changePassword', (c: ApiClient) => c.changePassword({ old_password: 'x', new_password: 'long-enough' })],
    ['changeEmail', 'POST', '/v2/web/user/changeEmail', (c: ApiClient) => c.changeEmail({ email: 'a@b.cd' })],
    ['resetPassword', 'POST', '/auth/reset', (c: ApiClient) => c.resetPassword({ email: 'a@b.cd', recaptchaToken: 't' })],
    ['validateResetCode', 'POST', '/auth/validateResetCode', (c: ApiClient) => c.validateResetCode({ email: 'a@b.cd', resetCode: '123456' })],
    ['setPasswordReset', 'POST', '/auth/setPasswordReset', (c: ApiClient) => c.setPasswordReset({ email: 'a@b.cd', resetCode: '123456' })],
    ['getMainData', 'GET', '/v2/web/frontend/data', (c: ApiClient) => c.getMainData()],
    ['freeze', 'POST', '/v2/web/user/subscriptions/freeze', (c: ApiClient) => c.freeze({ cheat_id: 1 })],
    ['unfreeze', 'POST', '/v2/web/user/subscriptions/unfreeze', (c: ApiClient) => c.unfreeze({ cheat_id: 1 })],
    ['getTransactions', 'GET', '/v2/web/user/transactions', (c: ApiClient) => c.getTransactions({ limit: 10, skip: 0 })],
    ['getConfirmation', 'GET', '/v2/web/user/confirmation', (c: ApiClient) => c.getConfirmation()],
    ['authorizeSso', 'POST', '/v2/web/user/sso/authorize', (c: ApiClient) => c.authorizeSso({ request_id: 'r1', user_code: 'ABCD-EFGH' })],
    ['createPayment', 'POST', '/v2/web/user/payments', (c: ApiClient) => c.createPayment({ cheat_id: 1, days: 30 })],
    ['cancelEmailChange', 'POST', '/v2/web/user/changeEmail/cancel', (c: ApiClient) => c.cancelEmailChange()],
    ['confirmEmailChange', 'POST', '/v2/web/email/confirm', (c: ApiClient) => c.confirmEmailChange({ token: 't1' })],
    ['undoEmailChange', 'POST', '/v2/web/email/undo', (c: ApiClient) => c.undoEmailChange({ token: 't1' })],
    ['getSessions', 'GET', '/v2/web/user/sessions', (c: ApiClient) => c.getSessions()],
    ['endSession', 'POST', '/v2/web/user/sessions/end', (c: ApiClient) => c.endSession({ id: 's1' })],
    ['endOtherSessions', 'POST', '/v2/web/user/sessions/endOthers', (c: ApiClient) => c.endOtherSessions()],
  ] as const)('%s calls %s %s', async (_name, method, path, call) => {
    const server = new FakeServer();
    await call(fakeClient(server));
    expect(server.requests.map((request) => `${request.method} ${request.path}`)).toEqual([`${method} ${path}`]);
  });
});

describe('replies', () => {
  it('resolves to the parsed reply', async () => {
    const server = new FakeServer().on('freeze', jsonReply(200, { status: true, subscriptions: [aSubscription()] }));
    await expect(fakeClient(server).freeze({ cheat_id: 1 })).resolves.toEqual({ status: true, subscriptions: [aSubscription()] });
  });

  it('passes the server error code on', async () => {
    const server = new FakeServer().on('login', errorReply(401, 'INVALID_CREDENTIALS'));
    await expect(fakeClient(server).login(credentials)).resolves.toEqual({ status: false, message: 'INVALID_CREDENTIALS' });
  });

  it.each([
    ['seconds', '300', 300],
    ['an HTTP date', new Date(Date.now() + 90_000).toUTCString(), 90],
  ])('carries the wait a refusal names in Retry-After (%s)', async (_, header, seconds) => {
    const server = new FakeServer().on('login', errorReply(429, 'TO_MANY_REQUESTS', { 'retry-after': header }));
    const reply = await fakeClient(server).login(credentials);
    expect(reply).toMatchObject({ status: false, message: 'TO_MANY_REQUESTS' });
    expect(reply.status === false && reply.retryAfterSeconds).toBeGreaterThanOrEqual(seconds - 2);
    expect(reply.status === false && reply.retryAfterSeconds).toBeLessThanOrEqual(seconds);
  });

  it.each([['none', undefined], ['unreadable', 'soon'], ['negative', '-5'], ['beyond a day', '999999']])('carries no wait for a Retry-After that is %s', async (_, header) => {
    const server = new FakeServer().on('login', errorReply(429, 'TO_MANY_REQUESTS', header === undefined ? {} : { 'retry-after': header }));
    await expect(fakeClient(server).login(credentials)).resolves.toEqual({ status: false, message: 'TO_MANY_REQUESTS' });
  });

  it('passes a {status:false} reply with HTTP 200 on as a failure', async () => {
    const server = new FakeServer().on('login', errorReply(200, 'TO_MANY_REQUESTS'));
    await expect(fakeClient(server).login(credentials)).resolves.toEqual({ status: false, message: 'TO_MANY_REQUESTS' });
  });

  it('keeps a message outside the catalogue as the server wrote it (spec section 7)', async () => {
    const server = new FakeServer().on('login', errorReply(400, 'SOMETHING_NEW'));
    await expect(fakeClient(server).login(credentials)).resolves.toEqual({ status: false, message: 'SOMETHING_NEW' });
  });
});

describe('failures of the network', () => {
  it('turns a network error into NETWORK_ERROR and does not retry', async () => {
    const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const client = new ApiClient({ baseUrl: '', fetch, locale: () => 'ru', token: () => undefined });
    await expect(client.login(credentials)).resolves.toEqual({ status: false, message: 'NETWORK_ERROR' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry a 500', async () => {
    const server = new FakeServer().on('frontendData', errorReply(500, 'INVALID_RESPONSE'));
    await fakeClient(server).getMainData();
    expect(server.requests).toHaveLength(1);
  });

  it('a body that cannot be read is a network error', async () => {
    const server = new FakeServer().on('login', {
      ...tokenReply,
      text: () => Promise.reject(new TypeError('network error')),
    });
    await expect(fakeClient(server).login(credentials)).resolves.toEqual({ status: false, message: 'NETWORK_ERROR' });
  });

  describe('time-out', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    // A fetch that never answers, but honours the abort signal as browsers do.
    const hangingFetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<never>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );

    it(`aborts after ${REQUEST_TIMEOUT_MS} ms and reports TIMEOUT`, async () => {
      const client = new ApiClient({ baseUrl: '', fetch: hangingFetch, locale: () => 'ru', token: () => undefined });
      const result = client.getMainData();
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      await expect(result).resolves.toEqual({ status: false, message: 'TIMEOUT' });
      expect(hangingFetch.mock.calls.at(-1)?.[1].signal?.aborted).toBe(true);
    });

    it('is still waiting just before the time-out', async () => {
      const client = new ApiClient({ baseUrl: '', fetch: hangingFetch, locale: () => 'ru', token: () => undefined });
      const settled = jest.fn();
      void client.getMainData().then(settled);
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toHaveBeenCalledWith({ status: false, message: 'TIMEOUT' });
    });

    it('takes its time-out from the options', async () => {
      const client = new ApiClient({ baseUrl: '', fetch: hangingFetch, locale: () => 'ru', token: () => undefined, timeoutMs: 500 });
      const result = client.logout();
      await jest.advanceTimersByTimeAsync(500);
      await expect(result).resolves.toEqual({ status: false, message: 'TIMEOUT' });
    });
  });
});

describe('error listeners', () => {
  it('hears every HTTP error reply with its endpoint and whether it was protected and the code it carried', async () => {
    const server = new FakeServer()
      .on('login', errorReply(401, 'INVALID_CREDENTIALS'))
      .on('frontendData', errorReply(401, 'UNAUTHORIZED'));
    const client = fakeClient(server);
    const events: Omit<HttpErrorEvent, 'headers'>[] = [];
    client.onHttpError(({ headers: _headers, ...event }) => events.push(event));
    await client.login(credentials);
    await client.getMainData();
    expect(events).toEqual([
      { endpoint: 'login', protected: false, token: null, status: 401, errorCode: 'INVALID_CREDENTIALS' },
      { endpoint: 'frontendData', protected: true, token: null, status: 401, errorCode: 'UNAUTHORIZED' },
    ]);
  });

  it('hears nothing about a successful reply', async () => {
    const server = new FakeServer().on('login', tokenReply);
    const client = fakeClient(server);
    const listener = jest.fn();
    client.onHttpError(listener);
    await client.login(credentials);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops hearing after unsubscribing', async () => {
    const server = new FakeServer().on('login', errorReply(400, 'INVALID_CAPTCHA'));
    const client = fakeClient(server);
    const listener = jest.fn();
    client.onHttpError(listener)();
    await client.login(credentials);
    expect(listener).not.toHaveBeenCalled();
  });

  it('a throwing listener does not turn the failure into an exception', async () => {
    const server = new FakeServer().on('login', errorReply(400, 'INVALID_CAPTCHA'));
    const client = fakeClient(server);
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    client.onHttpError(() => {
      throw new Error('hook bug');
    });
    await expect(client.login(credentials)).resolves.toEqual({ status: false, message: 'INVALID_CAPTCHA' });
    consoleError.mockRestore();
  });
});

describe('calls beyond spec section 7 (optional in the contract)', () => {
  it.each([
    ['no body', rawReply(404, '')],
    ['a body that is not JSON', rawReply(404, '<h1>Not Found</h1>', { 'content-type': 'text/html' })],
    ['a refusal without a message', jsonReply(404, { status: false })],
    ['NOT_FOUND', errorReply(404, 'NOT_FOUND')],
    ["a web server's own JSON", jsonReply(404, { statusCode: 404, error: 'Not Found', message: 'Route GET:/v2/web/user/sessions not found' })],
  ])('a 404 with %s means this backend lacks the call: UNSUPPORTED', async (_case, reply) => {
    const server = new FakeServer().on('sessions', reply);
    await expect(fakeClient(server).getSessions()).resolves.toEqual({ status: false, message: 'UNSUPPORTED' });
  });

  it('a 404 the backend lacks raises no HTTP-error hook (no "Not Found" toast)', async () => {
    const server = new FakeServer();
    const client = fakeClient(server);
    const listener = jest.fn();
    client.onHttpError(listener);
    await client.endOtherSessions();
    expect(listener).not.toHaveBeenCalled();
  });

  it('a 404 naming a code of ours is that failure, heard by the hooks', async () => {
    const server = new FakeServer().on('endSession', errorReply(404, 'SESSION_NOT_FOUND'));
    const client = fakeClient(server);
    const listener = jest.fn();
    client.onHttpError(listener);
    await expect(client.endSession({ id: 's1' })).resolves.toEqual({ status: false, message: 'SESSION_NOT_FOUND' });
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ endpoint: 'endSession', status: 404, errorCode: 'SESSION_NOT_FOUND' }));
  });

  it('a 404 of a call the spec lists stays the spec\'s 404, heard by the hooks', async () => {
    const server = new FakeServer();
    const client = fakeClient(server);
    const listener = jest.fn();
    client.onHttpError(listener);
    await expect(client.getTransactions({ limit: 10, skip: 0 })).resolves.toEqual({ status: false, message: 'NOT_FOUND' });
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ status: 404 }));
  });

  it('another error status of an optional call is not UNSUPPORTED', async () => {
    const server = new FakeServer().on('confirmEmailChange', errorReply(400, 'EMAIL_LINK_INVALID'));
    await expect(fakeClient(server).confirmEmailChange({ token: 't1' })).resolves.toEqual({ status: false, message: 'EMAIL_LINK_INVALID' });
  });

  it('reads a session list tolerantly: an unknown kind stays, missing dates are null', async () => {
    const server = new FakeServer().on('sessions', jsonReply(200, { status: true, sessions: [{ id: 's1', kind: 'console' }] }));
    await expect(fakeClient(server).getSessions()).resolves.toEqual({
      status: true,
      sessions: [{ id: 's1', kind: 'console', device: null, created_at: null, last_used_at: null, current: false }],
    });
  });
});
