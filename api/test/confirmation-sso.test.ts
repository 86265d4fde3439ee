import { confirmationReplySchema, ssoStartReplySchema, SSO_MAX_FAILED_CODES, SSO_REQUEST_LIFETIME_MINUTES } from '@chameleon/contract';
import { botAnswers } from '../src/bots/messages';
import { bearer, BOT_SECRET, expectError, registerUser, SITE_ORIGIN, harnessForFile, type TestUser } from './support/harness';

const h = harnessForFile();

const confirmation = async (user: TestUser) =>
  confirmationReplySchema.parse(
    (await h.app.inject({ method: 'GET', url: '/v2/web/user/confirmation', headers: bearer(user.token) })).json(),
  );
const botConfirm = (payload: object, secret: string | null = BOT_SECRET) =>
  h.app.inject({ method: 'POST', url: '/v2/bot/confirm', payload, headers: secret === null ? {} : { 'x-bot-secret': secret } });

describe('account confirmation', () => {
  it('gives a new account a code and the bot links', async () => {
    const user = await registerUser(h.app);
    const reply = await confirmation(user);
    expect(reply).toEqual({ status: true, confirmed: false, code: expect.stringMatching(/^[A-Z0-9]{8}$/), bots: h.ctx.settings.bots });
  });

  it('confirms the account when a bot reports its code', async () => {
    const user = await registerUser(h.app);
    const { code } = await confirmation(user);
    const response = await botConfirm({ code, bot: 'telegram' });
    expect(response.json()).toEqual({ status: true, login: user.login });
    expect(await confirmation(user)).toMatchObject({ confirmed: true, code: null });
  });

  it('accepts the code in lower case, as people type it', async () => {
    const user = await registerUser(h.app);
    const { code } = await confirmation(user);
    expect((await botConfirm({ code: code?.toLowerCase(), bot: 'vk' })).statusCode).toBe(200);
  });

  it('refuses an unknown code with INVALID_CODE', async () => {
    expectError(await botConfirm({ code: 'ZZZZZZZZ', bot: 'vk' }), 400, 'INVALID_CODE');
  });

  it('refuses a code used once already', async () => {
    const user = await registerUser(h.app);
    const { code } = await confirmation(user);
    await botConfirm({ code, bot: 'vk' });
    expectError(await botConfirm({ code, bot: 'vk' }), 400, 'INVALID_CODE');
  });

  it('refuses a caller without the bot secret', async () => {
    expectError(await botConfirm({ code: 'ZZZZZZZZ', bot: 'vk' }, null), 401, 'UNAUTHORIZED');
    expectError(await botConfirm({ code: 'ZZZZZZZZ', bot: 'vk' }, 'guess'), 401, 'UNAUTHORIZED');
  });

  it('confirms through the development bot stand-in', async () => {
    const user = await registerUser(h.app);
    const { code } = await confirmation(user);
    const response = await h.app.inject({ method: 'POST', url: '/dev/bot/confirm', payload: { code, bot: 'telegram', language: 'de' } });
    // The bot's own answer: the stand-in runs the real bots' code path.
    expect(response.json()).toEqual({ status: true, login: user.login, answer: botAnswers.de.confirmed(user.login) });
  });

  it('needs a token to read the code', async () => {
    expectError(await h.app.inject({ method: 'GET', url: '/v2/web/user/confirmation' }), 401, 'UNAUTHORIZED');
  });
});

describe('launcher sign-in', () => {
  const startRequest = async () => ssoStartReplySchema.parse((await h.app.inject({ method: 'POST', url: '/v2/launcher/sso' })).json());
  const poll = (requestId: string, pollToken: string) =>
    h.app.inject({ method: 'POST', url: '/v2/launcher/sso/token', payload: { request_id: requestId, poll_token: pollToken } });
  /** What the site sends: the request and the code its page showed (from the link). */
  const authorize = (user: TestUser, requestId: string, userCode?: string) =>
    h.app.inject({
      method: 'POST',
      url: '/v2/web/user/sso/authorize',
      headers: bearer(user.token),
      payload: { request_id: requestId, user_code: userCode ?? codes.get(requestId) ?? 'AAAA-AAAA' },
    });
  const codes = new Map<string, string>();
  const start = async () => {
    const request = await startRequest();
    codes.set(request.request_id, request.user_code);
    return request;
  };

  // A link that carried the code would let an attacker's link show a code that looks right,
  // and one press would hand over the account. The user types the code their own launcher
  // shows (RFC 8628's verification_uri).
  it('points the browser at the site’s /auth/sso page without the code: the user types it from the launcher', async () => {
    const request = await start();
    expect(request.user_code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(request.authorize_url).toBe(`${SITE_ORIGIN}/auth/sso?request=${request.request_id}&language=auto`);
  });

  it.each([
    ['en-US,en;q=0.9', '/en/auth/sso'],
    ['de', '/de/auth/sso'],
    ['ru-RU', '/auth/sso'],
  ])('opens the page in the language the launcher asked in (%s)', async (acceptLanguage, path) => {
    const reply = await h.app.inject({ method: 'POST', url: '/v2/launcher/sso', headers: { 'accept-language': acceptLanguage } });
    const request = ssoStartReplySchema.parse(reply.json());
    expect(request.authorize_url).toBe(`${SITE_ORIGIN}${path}?request=${request.request_id}`);
  });

  it('lets the site pick the language when the launcher asks in none of ours', async () => {
    const reply = await h.app.inject({ method: 'POST', url: '/v2/launcher/sso', headers: { 'accept-language': 'ja-JP' } });
    expect(ssoStartReplySchema.parse(reply.json()).authorize_url).toMatch(/\/auth\/sso\?request=[\w-]+&language=auto$/);
  });

  it('a refused request tells the launcher, and can no longer be authorized', async () => {
    const user = await registerUser(h.app);
    const request = await start();
    const refuse = () => h.app.inject({ method: 'POST', url: '/v2/web/user/sso/refuse', headers: bearer(user.token), payload: { request_id: request.request_id } });
    expect((await refuse()).json()).toEqual({ status: true });
    expectError(await poll(request.request_id, request.poll_token), 410, 'SSO_REQUEST_REFUSED');
    expectError(await authorize(user, request.request_id), 404, 'SSO_REQUEST_NOT_FOUND');
    expectError(await refuse(), 404, 'SSO_REQUEST_NOT_FOUND');
  });

  it('an authorized request can no longer be refused', async () => {
    const user = await registerUser(h.app);
    const request = await start();
    await authorize(user, request.request_id);
    const refused = await h.app.inject({ method: 'POST', url: '/v2/web/user/sso/refuse', headers: bearer(user.token), payload: { request_id: request.request_id } });
    expectError(refused, 404, 'SSO_REQUEST_NOT_FOUND');
    expect((await poll(request.request_id, request.poll_token)).json()).toMatchObject({ status: true, authorized: true });
  });

  it('refuses an authorization with another request’s code (INVALID_CODE), and takes this request’s code however it is typed', async () => {
    const victim = await registerUser(h.app);
    const attackers = await start();
    const victims = await start();
    expectError(await authorize(victim, attackers.request_id, victims.user_code), 400, 'INVALID_CODE');
    expect((await poll(attackers.request_id, attackers.poll_token)).json()).toEqual({ status: true, authorized: false });
    const typed = ` ${attackers.user_code.replace('-', ' ').toLowerCase()} `;
    expect((await authorize(victim, attackers.request_id, typed)).json()).toEqual({ status: true });
  });

  it(`voids a request after ${SSO_MAX_FAILED_CODES} wrong codes: the code cannot be guessed`, async () => {
    const user = await registerUser(h.app);
    const request = await start();
    for (let attempt = 0; attempt < SSO_MAX_FAILED_CODES; attempt += 1) {
      expectError(await authorize(user, request.request_id, 'ZZZZ-ZZZZ'), 400, 'INVALID_CODE');
    }
    expectError(await authorize(user, request.request_id, request.user_code), 404, 'SSO_REQUEST_NOT_FOUND');
    expectError(await poll(request.request_id, request.poll_token), 404, 'SSO_REQUEST_NOT_FOUND');
  });

  it('counts concurrent wrong codes one by one', async () => {
    const user = await registerUser(h.app);
    const request = await start();
    const replies = await Promise.all(Array.from({ length: SSO_MAX_FAILED_CODES * 3 }, () => authorize(user, request.request_id, 'ZZZZ-ZZZZ')));
    expect(replies.filter((reply) => reply.statusCode === 400)).toHaveLength(SSO_MAX_FAILED_CODES);
    expectError(await authorize(user, request.request_id, request.user_code), 404, 'SSO_REQUEST_NOT_FOUND');
  });

  it('answers "not yet" until the user authorizes', async () => {
    const request = await start();
    expect((await poll(request.request_id, request.poll_token)).json()).toEqual({ status: true, authorized: false });
  });

  it('hands the launcher a token of the user once authorized, only once', async () => {
    const user = await registerUser(h.app);
    const request = await start();
    expect((await authorize(user, request.request_id)).json()).toEqual({ status: true });
    const answer = (await poll(request.request_id, request.poll_token)).json();
    expect(answer).toMatchObject({ status: true, authorized: true });
    const data = await h.app.inject({ method: 'GET', url: '/v2/web/frontend/data', headers: bearer(answer.token) });
    expect(data.json().user.login).toBe(user.login);
    expectError(await poll(request.request_id, request.poll_token), 404, 'SSO_REQUEST_NOT_FOUND');
  });

  it('refuses a poll with the wrong poll token', async () => {
    const request = await start();
    expectError(await poll(request.request_id, 'stolen'), 404, 'SSO_REQUEST_NOT_FOUND');
  });

  it('refuses to authorize an unknown or expired request', async () => {
    const user = await registerUser(h.app);
    expectError(await authorize(user, 'unknown'), 404, 'SSO_REQUEST_NOT_FOUND');
    const request = await start();
    h.clock.advance(SSO_REQUEST_LIFETIME_MINUTES * 60_000);
    expectError(await authorize(user, request.request_id), 404, 'SSO_REQUEST_NOT_FOUND');
  });

  it('refuses a second authorization of the same request', async () => {
    const [one, two] = [await registerUser(h.app), await registerUser(h.app)];
    const request = await start();
    await authorize(one, request.request_id);
    expectError(await authorize(two, request.request_id), 404, 'SSO_REQUEST_NOT_FOUND');
  });
});
