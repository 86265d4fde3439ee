import { TOKEN_LIFETIME_DAYS } from '@chameleon/contract';
import { bearer, captchaToken, DAY, expectError, registerUser, SITE_ORIGIN, harnessForFile } from './support/harness';

const h = harnessForFile();

const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url, payload, headers });
const frontendData = (token: string) => h.app.inject({ method: 'GET', url: '/v2/web/frontend/data', headers: bearer(token) });

describe('register', () => {
  it('creates an account and answers with a working token', async () => {
    const user = await registerUser(h.app);
    const data = await frontendData(user.token);
    expect(data.statusCode).toBe(200);
    expect(data.json().user).toMatchObject({ login: user.login, email: user.email, confirmed: false });
  });

  it('refuses a login that exists, whatever its case', async () => {
    const user = await registerUser(h.app);
    const response = await post('/v2/web/register', {
      login: user.login.toUpperCase(),
      email: 'other-address@example.com',
      password: 'long-enough-1',
      recaptchaToken: captchaToken,
    });
    expectError(response, 409, 'LOGIN_EXISTS');
  });

  it('refuses an e-mail that is registered', async () => {
    const user = await registerUser(h.app);
    const response = await post('/v2/web/register', {
      login: 'fresh_login_1',
      email: user.email.toUpperCase(),
      password: 'long-enough-1',
      recaptchaToken: captchaToken,
    });
    expectError(response, 409, 'EMAIL_EXISTS');
  });

  it.each([
    ['a malformed e-mail', { email: 'not-an-address' }, 'INVALID_EMAIL'],
    ['a login with spaces', { login: 'two words' }, 'INVALID_LOGIN'],
    ['a two-letter login', { login: 'ab' }, 'INVALID_LOGIN'],
    ['a password under 8 characters', { password: 'short-1' }, 'PASSWORD_TOO_SHORT'],
    ['a repeat that differs', { repeat_password: 'something-else' }, 'PASSWORD_REPEAT_MISMATCH'],
    ['a missing captcha', { recaptchaToken: undefined }, 'INVALID_CAPTCHA'],
    ['a wrong captcha', { recaptchaToken: 'forged' }, 'INVALID_CAPTCHA'],
  ])('refuses %s', async (_case, change, code) => {
    const payload = { login: 'valid_login', email: 'valid@example.com', password: 'long-enough-1', ...change };
    const response = await post('/v2/web/register', { recaptchaToken: captchaToken, ...payload });
    expectError(response, 400, code);
  });

  it('accepts a matching repeat password', async () => {
    const response = await post('/v2/web/register', {
      login: 'repeats_ok',
      email: 'repeats@example.com',
      password: 'long-enough-1',
      repeat_password: 'long-enough-1',
      recaptchaToken: captchaToken,
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('login', () => {
  it('answers a token for the right password, login case ignored', async () => {
    const user = await registerUser(h.app);
    const response = await post('/v2/web/login', { login: user.login.toUpperCase(), password: user.password, recaptchaToken: captchaToken });
    expect(response.statusCode).toBe(200);
    expect((await frontendData(response.json().token)).statusCode).toBe(200);
  });

  it('refuses a wrong password with INVALID_CREDENTIALS', async () => {
    const user = await registerUser(h.app);
    const response = await post('/v2/web/login', { login: user.login, password: 'wrong-password', recaptchaToken: captchaToken });
    expectError(response, 401, 'INVALID_CREDENTIALS');
  });

  it('refuses an unknown login the same way', async () => {
    const response = await post('/v2/web/login', { login: 'nobody_here', password: 'whatever-1', recaptchaToken: captchaToken });
    expectError(response, 401, 'INVALID_CREDENTIALS');
  });

  it.each([
    ['an empty login', { login: '' }, 'INVALID_LOGIN'],
    ['an empty password', { password: '' }, 'INVALID_PASSWORD'],
    ['a wrong captcha', { recaptchaToken: 'forged' }, 'INVALID_CAPTCHA'],
  ])('refuses %s', async (_case, change, code) => {
    const response = await post('/v2/web/login', { login: 'someone', password: 'whatever-1', recaptchaToken: captchaToken, ...change });
    expectError(response, 400, code);
  });
});

describe('tokens', () => {
  it('are refused without a bearer header', async () => {
    expectError(await h.app.inject({ method: 'GET', url: '/v2/web/frontend/data' }), 401, 'UNAUTHORIZED');
  });

  it('are refused when unknown', async () => {
    expectError(await frontendData('made-up-token'), 401, 'UNAUTHORIZED');
  });

  it('expire after 14 days', async () => {
    const user = await registerUser(h.app);
    h.clock.advance(TOKEN_LIFETIME_DAYS * DAY - 1000);
    expect((await frontendData(user.token)).statusCode).toBe(200);
    h.clock.advance(1000);
    expectError(await frontendData(user.token), 401, 'UNAUTHORIZED');
  });

  it('are stored hashed, never as given', async () => {
    const user = await registerUser(h.app);
    const rows = await h.ctx.db.query<{ token_hash: string }>(`select token_hash from access_tokens`);
    expect(rows.map((row) => row.token_hash)).not.toContain(user.token);
    expect(Buffer.from(user.token, 'base64url')).toHaveLength(32);
  });
});

describe('logout', () => {
  it('revokes the token it was called with', async () => {
    const user = await registerUser(h.app);
    const response = await h.app.inject({
      method: 'POST',
      url: '/v2/web/logout',
      headers: { ...bearer(user.token), 'content-type': 'application/json' },
    });
    expect(response.json()).toEqual({ status: true });
    expectError(await frontendData(user.token), 401, 'UNAUTHORIZED');
  });

  it('leaves the user’s other sessions alone', async () => {
    const user = await registerUser(h.app);
    const second = await post('/v2/web/login', { login: user.login, password: user.password, recaptchaToken: captchaToken });
    await post('/v2/web/logout', undefined, bearer(user.token));
    expect((await frontendData(second.json().token)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expectError(await post('/v2/web/logout'), 401, 'UNAUTHORIZED');
  });
});

describe('changePassword', () => {
  it('answers a new token and revokes every old one', async () => {
    const user = await registerUser(h.app);
    const response = await post('/v2/web/user/changePassword', { old_password: user.password, new_password: 'brand-new-pass' }, bearer(user.token));
    expect(response.statusCode).toBe(200);
    expectError(await frontendData(user.token), 401, 'UNAUTHORIZED');
    expect((await frontendData(response.json().token)).statusCode).toBe(200);
    const relogin = await post('/v2/web/login', { login: user.login, password: 'brand-new-pass', recaptchaToken: captchaToken });
    expect(relogin.statusCode).toBe(200);
  });

  it('refuses a wrong old password with INVALID_PASSWORD', async () => {
    const user = await registerUser(h.app);
    const response = await post('/v2/web/user/changePassword', { old_password: 'not-mine-1', new_password: 'brand-new-pass' }, bearer(user.token));
    expectError(response, 400, 'INVALID_PASSWORD');
  });

  it('refuses a short new password', async () => {
    const user = await registerUser(h.app);
    const response = await post('/v2/web/user/changePassword', { old_password: user.password, new_password: 'short' }, bearer(user.token));
    expectError(response, 400, 'PASSWORD_TOO_SHORT');
  });

  it('refuses a repeat that differs', async () => {
    const user = await registerUser(h.app);
    const response = await post(
      '/v2/web/user/changePassword',
      { old_password: user.password, new_password: 'brand-new-pass', repeat_password: 'brand-new-pasS' },
      bearer(user.token),
    );
    expectError(response, 400, 'PASSWORD_REPEAT_MISMATCH');
  });

  it('needs a token', async () => {
    expectError(await post('/v2/web/user/changePassword', { old_password: 'a', new_password: 'brand-new-pass' }), 401, 'UNAUTHORIZED');
  });
});

describe('changeEmail', () => {
  it('answers the user with the new address waiting for its link (recovery.test.ts has the rest)', async () => {
    const user = await registerUser(h.app);
    const response = await post('/v2/web/user/changeEmail', { email: `new.${user.email}` }, bearer(user.token));
    expect(response.json()).toMatchObject({ status: true, message: 'EMAIL_CONFIRMATION_SENT', user: { email: user.email, pending_email: `new.${user.email}` } });
  });

  it('refuses a malformed address', async () => {
    const user = await registerUser(h.app);
    expectError(await post('/v2/web/user/changeEmail', { email: 'nope' }, bearer(user.token)), 400, 'INVALID_EMAIL');
  });
});

describe('HTTP edges', () => {
  it('answers unknown paths with NOT_FOUND', async () => {
    expectError(await h.app.inject({ method: 'GET', url: '/v2/web/nothing' }), 404, 'NOT_FOUND');
  });

  it('answers malformed JSON with INVALID_REQUEST', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/v2/web/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"login":',
    });
    expectError(response, 400, 'INVALID_REQUEST');
  });

  it('allows the site origin by CORS', async () => {
    const response = await h.app.inject({
      method: 'OPTIONS',
      url: '/v2/web/login',
      headers: { origin: SITE_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(SITE_ORIGIN);
    expect(response.headers['access-control-allow-headers']).toMatch(/Authorization/);
  });

  it('gives other origins no CORS grant', async () => {
    const response = await h.app.inject({
      method: 'OPTIONS',
      url: '/v2/web/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
