import { DEVICE_COOKIE, endpoints, RESET_CODE_CHECKS_PER_HOUR, ssoStartReplySchema } from '@chameleon/contract';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, captchaToken, createHarness, DAY, expectError, registerUser, SETUP_TIMEOUT, type Harness, type TestUser } from './support/harness';
import { ACCOUNT_LIMIT, recoveryHarnessForFile } from './support/recovery';

// scrypt and a WASM database on a machine shared by many jobs: Jest's 5 s default is too tight.
jest.setTimeout(60_000);

// Account recovery that a stolen token cannot outrun: a new address counts once its link is
// opened, the previous address can undo the change, sessions can be ended anywhere, reset codes
// are one at a time and capped per account, and the owner's browser is not locked out.

const HOUR = 3_600_000;
const LIMIT = ACCOUNT_LIMIT;
const { h, post, mailsTo, linkTo, changeEmail, mainData, signIn, requestReset } = recoveryHarnessForFile();


async function readUser(token: string) {
  const reply = await mainData(token);
  return reply.json<{ user: { email: string; pending_email: string | null } }>().user;
}

describe('a new address counts only once its link is opened', () => {
  it('changeEmail leaves the address in effect and mails a link to the new one', async () => {
    const user = await registerUser(h.app);
    const wanted = `new.${user.email}`;
    const reply = await changeEmail(user, wanted);
    expect(reply.json()).toMatchObject({ status: true, message: 'EMAIL_CONFIRMATION_SENT', user: { email: user.email, pending_email: wanted } });
    expect(await readUser(user.token)).toMatchObject({ email: user.email, pending_email: wanted });
    expect(await linkTo(wanted, 'confirm')).toMatch(/^[\w-]{20,}$/);
  });

  it('sign-in, reset and notices keep using the confirmed address until the link is opened', async () => {
    const user = await registerUser(h.app);
    const wanted = `pending.${user.email}`;
    await changeEmail(user, wanted);
    expectError(await requestReset(wanted), 404, 'EMAIL_NOT_FOUND');
    expect((await requestReset(user.email)).json()).toEqual({ status: true });
    // The code itself, as a word: the addresses hold six random hex characters, all digits at times.
    const code = /\b(\d{6})\b/.exec((await mailsTo(user.email)).at(-1)?.text ?? '')?.[1] ?? 'no code';
    expect(code).toMatch(/^\d{6}$/);
    expect((await mailsTo(wanted)).some((mail) => /\b\d{6}\b/.test(mail.text) || mail.text.includes(code))).toBe(false);
  });

  it('a stolen token cannot take the account: the attacker’s address never receives a reset code', async () => {
    const owner = await registerUser(h.app);
    const attacker = `attacker_${Date.now()}@evil.example`;
    await changeEmail(owner, attacker);
    expectError(await requestReset(attacker), 404, 'EMAIL_NOT_FOUND');
    expect(await readUser(owner.token)).toMatchObject({ email: owner.email });
  });

  it('answers alike whether another account holds the address or not, and tells that account’s owner instead', async () => {
    const holder = await registerUser(h.app);
    const prober = await registerUser(h.app);
    const free = `free_${Date.now()}@example.com`;
    const taken = await changeEmail(prober, holder.email);
    const untaken = await changeEmail(prober, free);
    const shape = (reply: LightMyRequestResponse) => ({ status: reply.statusCode, body: reply.json<{ user: { pending_email: string } }>() });
    expect(shape(taken)).toEqual({ status: 200, body: expect.objectContaining({ status: true, message: 'EMAIL_CONFIRMATION_SENT' }) });
    expect(shape(untaken).status).toBe(shape(taken).status);
    expect(Object.keys(untaken.json<object>()).sort()).toEqual(Object.keys(taken.json<object>()).sort());
    const holderMail = await mailsTo(holder.email);
    expect(holderMail[0]?.text).toContain(holder.email);
    expect(holderMail.some((mail) => mail.text.includes('#confirm='))).toBe(false);
    expect(await readUser(holder.token)).toMatchObject({ email: holder.email });
  });

  it('the confirm link changes the address once, and a replay is refused', async () => {
    const user = await registerUser(h.app);
    const wanted = `confirmed.${user.email}`;
    await changeEmail(user, wanted);
    const token = await linkTo(wanted, 'confirm');
    expect((await post(endpoints.confirmEmailChange.path, { token })).json()).toEqual({ status: true, email: wanted });
    expect(await readUser(user.token)).toMatchObject({ email: wanted, pending_email: null });
    expectError(await post(endpoints.confirmEmailChange.path, { token }), 400, 'EMAIL_LINK_INVALID');
  });

  it('the confirm link lapses after 24 hours', async () => {
    const user = await registerUser(h.app);
    const wanted = `late.${user.email}`;
    await changeEmail(user, wanted);
    const token = await linkTo(wanted, 'confirm');
    h.clock.advance(24 * HOUR + 1000);
    expectError(await post(endpoints.confirmEmailChange.path, { token }), 400, 'EMAIL_LINK_INVALID');
    expect(await readUser((await signIn(user.login, user.password)).json<{ token: string }>().token)).toMatchObject({ email: user.email, pending_email: null });
  });

  it('sending the link again voids the earlier one; cancelling voids the newest', async () => {
    const user = await registerUser(h.app);
    const wanted = `again.${user.email}`;
    await changeEmail(user, wanted);
    const first = await linkTo(wanted, 'confirm');
    await changeEmail(user, wanted);
    const second = await linkTo(wanted, 'confirm');
    expect(second).not.toBe(first);
    expectError(await post(endpoints.confirmEmailChange.path, { token: first }), 400, 'EMAIL_LINK_INVALID');
    const cancelled = await post(endpoints.cancelEmailChange.path, undefined, bearer(user.token));
    expect(cancelled.json()).toMatchObject({ status: true, user: { email: user.email, pending_email: null } });
    expectError(await post(endpoints.confirmEmailChange.path, { token: second }), 400, 'EMAIL_LINK_INVALID');
  });

  it('asking for the address already in effect changes nothing and says so', async () => {
    const user = await registerUser(h.app);
    const reply = await changeEmail(user, user.email.toUpperCase());
    expect(reply.json()).toMatchObject({ status: true, message: 'EMAIL_UNCHANGED', user: { email: user.email, pending_email: null } });
  });

  it('refuses forged, malformed and oversized link tokens alike', async () => {
    for (const token of ['forged', '', 'x'.repeat(129), '../../etc/passwd']) {
      expectError(await post(endpoints.confirmEmailChange.path, { token }), 400, 'EMAIL_LINK_INVALID');
      expectError(await post(endpoints.undoEmailChange.path, { token }), 400, 'EMAIL_LINK_INVALID');
    }
  });

  it('one account mails one address at most 5 links an hour, and all accounts together 20', async () => {
    const flood = `flood_${Date.now()}@example.com`;
    const sender = await registerUser(h.app);
    const fromOne: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) fromOne.push((await changeEmail(sender, flood)).statusCode);
    expect(fromOne).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const fromMany: number[] = [];
    for (let account = 0; account < 17; account += 1) fromMany.push((await changeEmail(await registerUser(h.app), flood)).statusCode);
    expect(fromMany).toEqual([...Array(15).fill(200), 429, 429]);
    expect((await mailsTo(flood)).length).toBe(20);
  });

  it('strangers cannot spend the allowance of an address the owner wants to move to', async () => {
    const wanted = `wanted_${Date.now()}@example.com`;
    for (let stranger = 0; stranger < 6; stranger += 1) await changeEmail(await registerUser(h.app), wanted);
    const owner = await registerUser(h.app);
    expect((await changeEmail(owner, wanted)).statusCode).toBe(200);
  });
});

describe('the previous address can undo a confirmed change', () => {
  async function movedAccount() {
    const owner = await registerUser(h.app);
    const launcher = await launcherToken(owner);
    const attacker = `taken_${Date.now()}_${Math.random().toString(36).slice(2)}@evil.example`;
    await changeEmail(owner, attacker);
    await post(endpoints.confirmEmailChange.path, { token: await linkTo(attacker, 'confirm') });
    return { owner, launcher, attacker };
  }

  it('the notice to the previous address carries a link that undoes the change, and no advice that cannot work', async () => {
    const { owner } = await movedAccount();
    const notice = (await mailsTo(owner.email))[0];
    expect(notice?.text).toMatch(/#undo=[\w-]+/);
    expect(notice?.text).not.toMatch(/reset your password and contact support/);
  });

  it('opening it restores the address, ends every session and launcher token, voids the password, and mails a reset code there', async () => {
    const { owner, launcher, attacker } = await movedAccount();
    const undo = await post(endpoints.undoEmailChange.path, { token: await linkTo(owner.email, 'undo') });
    expect(undo.json()).toEqual({ status: true, email: owner.email });
    expectError(await mainData(owner.token), 401, 'UNAUTHORIZED');
    expectError(await mainData(launcher), 401, 'UNAUTHORIZED');
    const code = /\b(\d{6})\b/.exec((await mailsTo(owner.email))[0]?.text ?? '')?.[1] ?? '';
    expectError(await requestReset(attacker), 404, 'EMAIL_NOT_FOUND');
    // Whoever moved the account may know the password: it no longer signs in; the mailed code does.
    expectError(await signIn(owner.login, owner.password), 401, 'INVALID_CREDENTIALS');
    await post(endpoints.setPasswordReset.path, { email: owner.email, resetCode: code, password: 'owner-again-1' });
    const back = await signIn(owner.login, 'owner-again-1');
    expect(await readUser(back.json<{ token: string }>().token)).toMatchObject({ email: owner.email });
  });

  it('works once, and not after 7 days', async () => {
    const first = await movedAccount();
    const token = await linkTo(first.owner.email, 'undo');
    await post(endpoints.undoEmailChange.path, { token });
    expectError(await post(endpoints.undoEmailChange.path, { token }), 400, 'EMAIL_LINK_INVALID');
    const second = await movedAccount();
    const late = await linkTo(second.owner.email, 'undo');
    h.clock.advance(7 * DAY + 1000);
    expectError(await post(endpoints.undoEmailChange.path, { token: late }), 400, 'EMAIL_LINK_INVALID');
  });

  it('while the undo link lives, nobody else can take the previous address', async () => {
    const { owner } = await movedAccount();
    const squatter = await h.app.inject({
      method: 'POST',
      url: endpoints.register.path,
      payload: { login: `squat_${Date.now()}`, email: owner.email, password: 'squatter-pass-1', recaptchaToken: captchaToken },
    });
    expectError(squatter, 409, 'EMAIL_EXISTS');
  });

  it('a confirm link cannot be used as an undo link, nor the other way round', async () => {
    const user = await registerUser(h.app);
    const wanted = `cross.${user.email}`;
    await changeEmail(user, wanted);
    expectError(await post(endpoints.undoEmailChange.path, { token: await linkTo(wanted, 'confirm') }), 400, 'EMAIL_LINK_INVALID');
  });
});

async function launcherToken(user: TestUser): Promise<string> {
  const request = ssoStartReplySchema.parse((await post('/v2/launcher/sso', undefined)).json());
  await post(endpoints.ssoAuthorize.path, { request_id: request.request_id, user_code: request.user_code }, bearer(user.token));
  const collected = await post('/v2/launcher/sso/token', { request_id: request.request_id, poll_token: request.poll_token });
  return collected.json<{ token: string }>().token;
}

describe('sign out everywhere', () => {
  const sessions = (token: string) => h.app.inject({ method: 'GET', url: endpoints.sessions.path, headers: bearer(token) });
  type Listed = { id: string; kind: string; device: string | null; current: boolean };

  it('lists browsers and launchers, with what the browser said it was and which one asks', async () => {
    const user = await registerUser(h.app);
    await launcherToken(user);
    const firefox = await h.app.inject({
      method: 'POST',
      url: endpoints.login.path,
      headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0' },
      payload: { login: user.login, password: user.password, recaptchaToken: captchaToken },
    });
    const listed = (await sessions(firefox.json<{ token: string }>().token)).json<{ sessions: Listed[] }>().sessions;
    const [first, ...others] = listed.map(({ kind, device, current }) => ({ kind, device, current }));
    expect(first).toEqual({ kind: 'browser', device: 'Firefox, Windows', current: true });
    expect(others).toHaveLength(2);
    expect(others).toEqual(expect.arrayContaining([{ kind: 'launcher', device: null, current: false }, { kind: 'browser', device: null, current: false }]));
  });

  it('ends one session, and refuses another account’s session id as unknown', async () => {
    const user = await registerUser(h.app);
    const other = await registerUser(h.app);
    const launcher = await launcherToken(user);
    const listed = (await sessions(user.token)).json<{ sessions: Listed[] }>().sessions;
    const launcherId = listed.find((session) => session.kind === 'launcher')?.id ?? '';
    expectError(await post(endpoints.endSession.path, { id: launcherId }, bearer(other.token)), 404, 'SESSION_NOT_FOUND');
    expect((await mainData(launcher)).statusCode).toBe(200);
    const ended = await post(endpoints.endSession.path, { id: launcherId }, bearer(user.token));
    expect(ended.json<{ sessions: Listed[] }>().sessions.map((session) => session.kind)).toEqual(['browser']);
    expectError(await mainData(launcher), 401, 'UNAUTHORIZED');
  });

  it('ends every session but this one, launchers included', async () => {
    const user = await registerUser(h.app);
    const launcher = await launcherToken(user);
    const elsewhere = (await signIn(user.login, user.password)).json<{ token: string }>().token;
    const reply = await post(endpoints.endOtherSessions.path, undefined, bearer(user.token));
    expect(reply.json<{ sessions: Listed[] }>().sessions).toEqual([expect.objectContaining({ current: true })]);
    expectError(await mainData(launcher), 401, 'UNAUTHORIZED');
    expectError(await mainData(elsewhere), 401, 'UNAUTHORIZED');
    expect((await mainData(user.token)).statusCode).toBe(200);
  });

  it('a password change ends every other session and launcher, and this browser goes on', async () => {
    const user = await registerUser(h.app);
    const launcher = await launcherToken(user);
    const elsewhere = (await signIn(user.login, user.password)).json<{ token: string }>().token;
    const changed = await post(endpoints.changePassword.path, { old_password: user.password, new_password: 'another-pass-2' }, bearer(user.token));
    const token = changed.json<{ token: string }>().token;
    expectError(await mainData(launcher), 401, 'UNAUTHORIZED');
    expectError(await mainData(elsewhere), 401, 'UNAUTHORIZED');
    expect((await mainData(token)).statusCode).toBe(200);
  });

  it('sign-out everywhere also voids a launcher sign-in authorized but not yet collected', async () => {
    const user = await registerUser(h.app);
    const request = ssoStartReplySchema.parse((await post('/v2/launcher/sso', undefined)).json());
    await post(endpoints.ssoAuthorize.path, { request_id: request.request_id, user_code: request.user_code }, bearer(user.token));
    await post(endpoints.changePassword.path, { old_password: user.password, new_password: 'another-pass-3' }, bearer(user.token));
    const collected = await post('/v2/launcher/sso/token', { request_id: request.request_id, poll_token: request.poll_token });
    expectError(collected, 404, 'SSO_REQUEST_NOT_FOUND');
  });
});

describe('reset codes', () => {
  const validate = (email: string, resetCode: string) => post(endpoints.validateResetCode.path, { email, resetCode });
  async function codeFor(email: string): Promise<string> {
    await requestReset(email);
    const code = /\b(\d{6})\b/.exec((await mailsTo(email))[0]?.text ?? '')?.[1];
    if (code === undefined) throw new Error('no code mailed');
    return code;
  }
  const wrongFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  // A race between requests shows only now and then on PostgreSQL (PGlite runs one at a time):
  // several bursts make it near certain to show on code without the per-user lock.
  it('leaves exactly one live code after bursts of concurrent requests', async () => {
    const user = await registerUser(h.app);
    const liveAfterEachBurst: number[] = [];
    for (let burst = 0; burst < 6; burst += 1) {
      await Promise.all(Array.from({ length: 25 }, () => requestReset(user.email)));
      const live = await h.ctx.db.query(
        `select 1 from reset_codes r join users u on u.id = r.user_id where u.email = $1 and r.used_at is null`,
        [user.email],
      );
      liveAfterEachBurst.push(live.length);
    }
    expect(liveAfterEachBurst).toEqual(Array(6).fill(1));
  });

  const validateFrom = (email: string, resetCode: string, cookie?: string) =>
    post(endpoints.validateResetCode.path, { email, resetCode }, cookie === undefined ? {} : { cookie });

  it(`takes ${RESET_CODE_CHECKS_PER_HOUR} code checks an hour per address, across codes, then says how long to wait`, async () => {
    const user = await registerUser(h.app);
    for (let round = 0; round < 2; round += 1) {
      const code = await codeFor(user.email);
      for (let miss = 0; miss < RESET_CODE_CHECKS_PER_HOUR / 2; miss += 1) expectError(await validate(user.email, wrongFor(code)), 400, 'INVALID_CODE');
    }
    const fresh = await codeFor(user.email);
    const refused = await validate(user.email, fresh);
    expectError(refused, 429, 'TO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    h.clock.advance(HOUR + 1000);
    expect((await validate(user.email, await codeFor(user.email))).json()).toEqual({ status: true });
  });

  it('strangers’ guesses do not keep the owner’s usual browser out: its fresh code works', async () => {
    const user = await registerUser(h.app);
    const signedIn = await signIn(user.login, user.password);
    const cookie = `${DEVICE_COOKIE}=${signedIn.cookies.find((entry) => entry.name === DEVICE_COOKIE)?.value ?? ''}`;
    await Promise.all(Array.from({ length: RESET_CODE_CHECKS_PER_HOUR + 5 }, () => validate(user.email, '000000')));
    const code = await codeFor(user.email);
    expectError(await validate(user.email, code), 429, 'TO_MANY_REQUESTS');
    expect((await validateFrom(user.email, code, cookie)).json()).toEqual({ status: true });
  });

  it('judges at most the allowed checks of a concurrent burst', async () => {
    const user = await registerUser(h.app);
    const code = await codeFor(user.email);
    const replies = await Promise.all(Array.from({ length: 3 * RESET_CODE_CHECKS_PER_HOUR }, () => validate(user.email, wrongFor(code))));
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([...Array(RESET_CODE_CHECKS_PER_HOUR).fill(400), ...Array(2 * RESET_CODE_CHECKS_PER_HOUR).fill(429)]);
  });
});

describe('no lock-out of the owner (OWASP device cookie)', () => {
  let address = 0;
  const nextAddress = () => `203.0.113.${(address += 1)}`;
  const deviceCookieOf = (reply: LightMyRequestResponse) => {
    const cookie = reply.cookies.find((entry) => entry.name === DEVICE_COOKIE);
    if (cookie === undefined) throw new Error('no device cookie');
    return cookie;
  };

  async function lockedOutOwner() {
    const owner = await registerUser(h.app);
    const first = await signIn(owner.login, owner.password, { remoteAddress: nextAddress() });
    const cookie = deviceCookieOf(first);
    await Promise.all(Array.from({ length: 30 }, () => signIn(owner.login, 'wrong-password-1', { remoteAddress: nextAddress() })));
    return { owner, cookie: `${DEVICE_COOKIE}=${cookie.value}` };
  }

  it('sets an HttpOnly, SameSite=Strict device cookie after a successful sign-in', async () => {
    const owner = await registerUser(h.app);
    const cookie = deviceCookieOf(await signIn(owner.login, owner.password));
    expect({ httpOnly: cookie.httpOnly, sameSite: cookie.sameSite, path: cookie.path }).toEqual({ httpOnly: true, sameSite: 'Strict', path: '/' });
  });

  it('30 parallel wrong guesses from elsewhere do not refuse the right password from the owner’s browser', async () => {
    const { owner, cookie } = await lockedOutOwner();
    expectError(await signIn(owner.login, owner.password, { remoteAddress: nextAddress() }), 429, 'TO_MANY_REQUESTS');
    expect((await signIn(owner.login, owner.password, { cookie, remoteAddress: nextAddress() })).json()).toMatchObject({ status: true });
  });

  it('a forged, tampered or another login’s device cookie gets no exemption', async () => {
    const { owner, cookie } = await lockedOutOwner();
    const other = await registerUser(h.app);
    const othersCookie = `${DEVICE_COOKIE}=${deviceCookieOf(await signIn(other.login, other.password)).value}`;
    const tampered = cookie.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    for (const forged of [`${DEVICE_COOKIE}=${Buffer.from(owner.login).toString('base64url')}.abc`, tampered, othersCookie]) {
      expectError(await signIn(owner.login, owner.password, { cookie: forged, remoteAddress: nextAddress() }), 429, 'TO_MANY_REQUESTS');
    }
  });

  it('the device cookie has an allowance of its own: it cannot be used to guess', async () => {
    const { owner, cookie } = await lockedOutOwner();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < LIMIT + 2; attempt += 1) {
      statuses.push((await signIn(owner.login, 'wrong-password-2', { cookie, remoteAddress: nextAddress() })).statusCode);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429, 429]);
  });
});

describe('the buyer’s region is not the client’s to pick', () => {
  const register = (app: Harness['app'], headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: endpoints.register.path,
      headers,
      payload: { login: `area_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`, email: `area_${Date.now()}_${Math.random().toString(36).slice(2, 8)}@example.com`, password: 'area-pass-1', recaptchaToken: captchaToken },
    });
  const areaOf = async (reply: LightMyRequestResponse, app: Harness['app']) =>
    (await app.inject({ method: 'GET', url: endpoints.frontendData.path, headers: bearer(reply.json<{ token: string }>().token) })).json<{ shopping_area: string }>().shopping_area;

  it('Accept-Language never buys the ru prices', async () => {
    expect(await areaOf(await register(h.app, { 'accept-language': 'ru-RU,ru;q=0.9' }), h.app)).toBe('global');
  });

  it('without a configured country header, a client’s own country header is ignored', async () => {
    expect(await areaOf(await register(h.app, { 'cf-ipcountry': 'RU' }), h.app)).toBe('global');
  });

  describe('with the edge’s country header configured', () => {
    let edge: Harness;
    beforeAll(async () => {
      edge = await createHarness({ settings: { countryHeader: 'cf-ipcountry' } });
    }, SETUP_TIMEOUT);
    afterAll(async () => edge.close(), SETUP_TIMEOUT);

    it.each([
      ['RU', 'ru'],
      ['ru', 'ru'],
      ['DE', 'global'],
      ['', 'global'],
    ])('country %p gets the %s area', async (country, area) => {
      expect(await areaOf(await register(edge.app, { 'cf-ipcountry': country }), edge.app)).toBe(area);
    });
  });
});
