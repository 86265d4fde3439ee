import { RESET_CODE_LIFETIME_MINUTES } from '@chameleon/contract';
import { RESET_CODE_MAX_FAILED_ATTEMPTS } from '../src/services/accounts';
import { bearer, captchaToken, expectError, registerUser, harnessForFile, type TestUser } from './support/harness';

const h = harnessForFile();

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url, payload, headers });

async function lastMailTo(email: string) {
  const response = await h.app.inject({ method: 'GET', url: `/dev/mailbox?format=json&to=${encodeURIComponent(email)}` });
  const mail = response.json<{ mails: { subject: string; text: string }[] }>().mails[0];
  if (mail === undefined) throw new Error(`no mail to ${email}`);
  return mail;
}

async function requestCode(user: TestUser, language = 'en'): Promise<string> {
  const response = await post('/auth/reset', { email: user.email, recaptchaToken: captchaToken }, { 'accept-language': language });
  expect(response.json()).toEqual({ status: true });
  // As a word: the address before it holds six random hex characters, all digits at times.
  const code = /\b(\d{6})\b/.exec((await lastMailTo(user.email)).text)?.[1];
  if (code === undefined) throw new Error('no code in the mail');
  return code;
}

describe('reset', () => {
  it('mails a six-digit code', async () => {
    const user = await registerUser(h.app);
    expect(await requestCode(user)).toMatch(/^\d{6}$/);
  });

  it('names the username in the mail: sign-in takes the username, the reset the address', async () => {
    const user = await registerUser(h.app);
    await requestCode(user);
    expect((await lastMailTo(user.email)).text).toContain(`Your username is ${user.login}`);
  });

  it('writes the mail in the language of Accept-Language', async () => {
    const user = await registerUser(h.app);
    await post('/auth/reset', { email: user.email, recaptchaToken: captchaToken }, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect((await lastMailTo(user.email)).subject).toMatch(/Passworts/);
  });

  it('writes Russian when no supported language is asked for', async () => {
    const user = await registerUser(h.app);
    await post('/auth/reset', { email: user.email, recaptchaToken: captchaToken }, { 'accept-language': 'ja' });
    expect((await lastMailTo(user.email)).subject).toMatch(/пароля/);
  });

  it('refuses an unknown address with EMAIL_NOT_FOUND', async () => {
    expectError(await post('/auth/reset', { email: 'ghost@example.com', recaptchaToken: captchaToken }), 404, 'EMAIL_NOT_FOUND');
  });

  it('refuses a malformed address', async () => {
    expectError(await post('/auth/reset', { email: 'ghost', recaptchaToken: captchaToken }), 400, 'INVALID_EMAIL');
  });

  it('refuses a wrong captcha', async () => {
    const user = await registerUser(h.app);
    expectError(await post('/auth/reset', { email: user.email, recaptchaToken: 'forged' }), 400, 'INVALID_CAPTCHA');
  });
});

describe('reset with an SMTP transport', () => {
  const sent: string[] = [];
  const smtp = harnessForFile({
    transport: async (mail) => {
      if (mail.to.startsWith('down')) throw new Error('smtp down');
      sent.push(mail.to);
    },
  });

  it('hands the mail to the transport', async () => {
    const user = await registerUser(smtp.app);
    await smtp.app.inject({ method: 'POST', url: '/auth/reset', payload: { email: user.email, recaptchaToken: captchaToken } });
    expect(sent).toEqual([user.email]);
  });

  it('reports a failed delivery as EMAIL_SEND_FAILED', async () => {
    const user = await registerUser(smtp.app, { email: `down_${Date.now()}@example.com` });
    const response = await smtp.app.inject({ method: 'POST', url: '/auth/reset', payload: { email: user.email, recaptchaToken: captchaToken } });
    expectError(response, 503, 'EMAIL_SEND_FAILED');
  });
});

describe('validateResetCode', () => {
  it('accepts the mailed code', async () => {
    const user = await registerUser(h.app);
    const code = await requestCode(user);
    expect((await post('/auth/validateResetCode', { email: user.email, resetCode: code })).json()).toEqual({ status: true });
  });

  it('refuses a wrong code with INVALID_CODE', async () => {
    const user = await registerUser(h.app);
    const code = await requestCode(user);
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(await post('/auth/validateResetCode', { email: user.email, resetCode: wrong }), 400, 'INVALID_CODE');
  });

  it('refuses a code that is not six digits', async () => {
    const user = await registerUser(h.app);
    expectError(await post('/auth/validateResetCode', { email: user.email, resetCode: 'abc' }), 400, 'INVALID_CODE');
  });

  it('refuses a code once its hour has passed', async () => {
    const user = await registerUser(h.app);
    const code = await requestCode(user);
    h.clock.advance(RESET_CODE_LIFETIME_MINUTES * 60_000);
    expectError(await post('/auth/validateResetCode', { email: user.email, resetCode: code }), 400, 'INVALID_CODE');
  });

  it('refuses an earlier code once a newer one was sent', async () => {
    const user = await registerUser(h.app);
    const first = await requestCode(user);
    const second = await requestCode(user);
    if (first !== second) {
      expectError(await post('/auth/validateResetCode', { email: user.email, resetCode: first }), 400, 'INVALID_CODE');
    }
    expect((await post('/auth/validateResetCode', { email: user.email, resetCode: second })).statusCode).toBe(200);
  });

  // EMAIL_NOT_FOUND here would list registered addresses without the captcha that guards the
  // reset request itself. An unknown address has no right code.
  it.each(['validateResetCode', 'setPasswordReset'])('%s answers an unknown address as it answers a wrong code', async (call) => {
    const user = await registerUser(h.app);
    await requestCode(user);
    const payload = (email: string) => ({ email, resetCode: '000000', password: 'chosen-again-1' });
    const known = await post(`/auth/${call}`, payload(user.email));
    const unknown = await post(`/auth/${call}`, payload('ghost@example.com'));
    expectError(unknown, 400, 'INVALID_CODE');
    expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
  });
});

describe('setPasswordReset', () => {
  it('sets the chosen password, names the username sign-in asks for, and ends every session', async () => {
    const user = await registerUser(h.app);
    const code = await requestCode(user);
    const response = await post('/auth/setPasswordReset', { email: user.email, resetCode: code, password: 'chosen-again-1' });
    expect(response.json()).toEqual({ status: true, login: user.login });
    expectError(await h.app.inject({ method: 'GET', url: '/v2/web/frontend/data', headers: bearer(user.token) }), 401, 'UNAUTHORIZED');
    const login = await post('/v2/web/login', { login: user.login, password: 'chosen-again-1', recaptchaToken: captchaToken });
    expect(login.statusCode).toBe(200);
  });

  it('mails a generated password when none is chosen', async () => {
    const user = await registerUser(h.app);
    const code = await requestCode(user);
    await post('/auth/setPasswordReset', { email: user.email, resetCode: code }, { 'accept-language': 'en' });
    const mail = await lastMailTo(user.email);
    const password = /New password: (\S+)/.exec(mail.text)?.[1] ?? '';
    const login = await post('/v2/web/login', { login: user.login, password, recaptchaToken: captchaToken });
    expect(login.statusCode).toBe(200);
  });

  it('uses a code only once', async () => {
    const user = await registerUser(h.app);
    const code = await requestCode(user);
    await post('/auth/setPasswordReset', { email: user.email, resetCode: code, password: 'chosen-again-1' });
    const again = await post('/auth/setPasswordReset', { email: user.email, resetCode: code, password: 'chosen-again-2' });
    expectError(again, 400, 'INVALID_CODE');
  });

  it('refuses a short password', async () => {
    const user = await registerUser(h.app);
    const code = await requestCode(user);
    expectError(await post('/auth/setPasswordReset', { email: user.email, resetCode: code, password: 'short' }), 400, 'PASSWORD_TOO_SHORT');
  });

  it('refuses a repeat that differs', async () => {
    const user = await registerUser(h.app);
    const code = await requestCode(user);
    const response = await post('/auth/setPasswordReset', {
      email: user.email,
      resetCode: code,
      password: 'chosen-again-1',
      repeat_password: 'chosen-again-2',
    });
    expectError(response, 400, 'PASSWORD_REPEAT_MISMATCH');
  });

  it('refuses another account’s code', async () => {
    const [owner, other] = [await registerUser(h.app), await registerUser(h.app)];
    const code = await requestCode(owner);
    expectError(await post('/auth/setPasswordReset', { email: other.email, resetCode: code, password: 'chosen-again-1' }), 400, 'INVALID_CODE');
  });
});

describe('reset code attempts', () => {
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  const validate = (user: TestUser, resetCode: string) => post('/auth/validateResetCode', { email: user.email, resetCode });
  const setPassword = (user: TestUser, resetCode: string, password = 'chosen-again-1') =>
    post('/auth/setPasswordReset', { email: user.email, resetCode, password });
  const signIn = (user: TestUser, password: string) =>
    post('/v2/web/login', { login: user.login, password, recaptchaToken: captchaToken });

  it(`refuses the right code after ${RESET_CODE_MAX_FAILED_ATTEMPTS} wrong ones`, async () => {
    const user = await registerUser(h.app);
    const code = await requestCode(user);
    for (let miss = 0; miss < RESET_CODE_MAX_FAILED_ATTEMPTS; miss += 1) {
      expectError(await validate(user, wrongFor(code)), 400, 'INVALID_CODE');
    }
    expectError(await validate(user, code), 400, 'INVALID_CODE');
  });

  it('leaves the password alone when the right code comes after the misses on setPasswordReset', async () => {
    const user = await registerUser(h.app);
    const code = await requestCode(user);
    for (let miss = 0; miss < RESET_CODE_MAX_FAILED_ATTEMPTS; miss += 1) {
      expectError(await setPassword(user, wrongFor(code)), 400, 'INVALID_CODE');
    }
    expectError(await setPassword(user, code), 400, 'INVALID_CODE');
    expect({ chosen: (await signIn(user, 'chosen-again-1')).statusCode, old: (await signIn(user, user.password)).statusCode }).toEqual({
      chosen: 401,
      old: 200,
    });
  });

  it('counts misses on both calls together', async () => {
    const user = await registerUser(h.app);
    const code = await requestCode(user);
    for (let miss = 0; miss < RESET_CODE_MAX_FAILED_ATTEMPTS; miss += 1) {
      const call = miss % 2 === 0 ? validate : setPassword;
      expectError(await call(user, wrongFor(code)), 400, 'INVALID_CODE');
    }
    expectError(await setPassword(user, code), 400, 'INVALID_CODE');
  });

  it(`still accepts the right code after ${RESET_CODE_MAX_FAILED_ATTEMPTS - 1} misses, for checking and then setting`, async () => {
    const user = await registerUser(h.app);
    const code = await requestCode(user);
    for (let miss = 0; miss < RESET_CODE_MAX_FAILED_ATTEMPTS - 1; miss += 1) {
      expectError(await validate(user, wrongFor(code)), 400, 'INVALID_CODE');
    }
    expect((await validate(user, code)).json()).toEqual({ status: true });
    expect((await setPassword(user, code)).json()).toEqual({ status: true, login: user.login });
  });

  it('lets a freshly requested code work after the old one was voided', async () => {
    const user = await registerUser(h.app);
    const voided = await requestCode(user);
    for (let miss = 0; miss < RESET_CODE_MAX_FAILED_ATTEMPTS; miss += 1) await validate(user, wrongFor(voided));
    const fresh = await requestCode(user);
    expect((await validate(user, fresh)).json()).toEqual({ status: true });
    expect((await setPassword(user, fresh)).json()).toEqual({ status: true, login: user.login });
    expect((await signIn(user, 'chosen-again-1')).statusCode).toBe(200);
  });

  it('voids the code under a burst of concurrent misses too', async () => {
    const user = await registerUser(h.app);
    const code = await requestCode(user);
    // Under the account's hourly cap (recovery.test.ts), so every miss is judged against the code.
    const misses = await Promise.all(Array.from({ length: 8 }, () => validate(user, wrongFor(code))));
    expect(misses.map((reply) => reply.statusCode)).toEqual(Array(8).fill(400));
    expectError(await validate(user, code), 400, 'INVALID_CODE');
  });

  // The count lives with the code in the database, so every API process sees the same one.
  it('keeps the misses on the stored code', async () => {
    const user = await registerUser(h.app);
    const code = await requestCode(user);
    await validate(user, wrongFor(code));
    await setPassword(user, wrongFor(code));
    const rows = await h.ctx.db.query<{ failed_attempts: number }>(
      `select r.failed_attempts from reset_codes r join users u on u.id = r.user_id where u.email = $1 and r.used_at is null`,
      [user.email],
    );
    expect(rows).toEqual([{ failed_attempts: 2 }]);
  });
});
