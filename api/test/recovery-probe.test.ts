import { DEVICE_COOKIE, endpoints, RESET_CODE_CHECKS_PER_HOUR, ssoStartReplySchema } from '@chameleon/contract';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, captchaToken, DAY, ENGINE, expectError, registerUser, type TestUser } from './support/harness';
import { ACCOUNT_LIMIT, recoveryHarnessForFile } from './support/recovery';

// A white-box attack on account recovery, each attack written as the secure behaviour it must
// meet. Attacker models: (a) a stolen bearer token, (b) a stolen device cookie, (c) the victim's
// login and address, (d) accounts of their own and concurrent requests. Run on PGlite and on
// PostgreSQL (TEST_DATABASE_URL): the races show only on PostgreSQL. The cases commented
// "found open" failed before their fix (docs/security.md, rows 34-38).

jest.setTimeout(120_000);

const HOUR = 3_600_000;
const LIMIT = ACCOUNT_LIMIT;
const { h, post, mailsTo, linksTo, linkTo, codeIn, changeEmail, mainData, signIn, requestReset } = recoveryHarnessForFile();

let seq = 0;
const evil = (tag: string) => `${tag}_${Date.now()}_${(seq += 1)}_${Math.random().toString(36).slice(2, 7)}@evil.example`;

const confirm = (token: string) => post(endpoints.confirmEmailChange.path, { token });
const undo = (token: string) => post(endpoints.undoEmailChange.path, { token });
const validate = (email: string, resetCode: string) => post(endpoints.validateResetCode.path, { email, resetCode });
const setPassword = (email: string, resetCode: string, password = 'attacker-pass-9') =>
  post(endpoints.setPasswordReset.path, { email, resetCode, password });
const wrongCode = (right: string) => (right === '000000' ? '000001' : '000000');

async function readUser(token: string) {
  const reply = await mainData(token);
  return reply.json<{ user: { email: string; pending_email: string | null } }>().user;
}
async function ssoRequest() {
  return ssoStartReplySchema.parse((await post(endpoints.ssoStart.path, undefined)).json());
}
async function launcherToken(user: TestUser): Promise<string> {
  const request = await ssoRequest();
  await post(endpoints.ssoAuthorize.path, { request_id: request.request_id, user_code: request.user_code }, bearer(user.token));
  return (await post(endpoints.ssoToken.path, { request_id: request.request_id, poll_token: request.poll_token })).json<{ token: string }>().token;
}
/** The attacker, holding the owner's token, moves the account to an address they read. */
async function moveWithStolenToken(owner: TestUser, tag = 'moved') {
  const attacker = evil(tag);
  await changeEmail(owner, attacker);
  expect((await confirm(await linkTo(attacker, 'confirm'))).statusCode).toBe(200);
  return attacker;
}
const no5xx = (replies: LightMyRequestResponse[]) => expect(replies.filter((reply) => reply.statusCode >= 500).map((reply) => reply.body)).toEqual([]);

let address = 0;
const nextAddress = () => `198.51.100.${(address = (address % 250) + 1)}`;
const deviceCookieOf = (reply: LightMyRequestResponse) => {
  const cookie = reply.cookies.find((entry) => entry.name === DEVICE_COOKIE);
  if (cookie === undefined) throw new Error('no device cookie');
  return `${DEVICE_COOKIE}=${cookie.value}`;
};

describe('takeover with a stolen token, and keeping it after the owner’s undo', () => {
  // Found open, now defended (critical): a second confirmed change voids the owner's undo link. confirmEmailChange
  // calls voidLinks(['confirm','undo']), so the attacker confirms A1, then A2: the "this wasn't
  // me" link the owner got at the original address dies, and the only live undo link goes to
  // A1, the attacker's own mailbox. The attacker then resets the password from A2 and keeps the
  // account for good. Fix: never void an undo link by a later change; the undo of a chain must
  // restore the address the chain started from (keep the first old_email on later undo links,
  // or let every undo link of the last 7 days stay live and restore its old address).
  it('a chain of two confirmed changes does not void the owner’s undo link', async () => {
    const owner = await registerUser(h.app);
    await moveWithStolenToken(owner, 'chain1');
    const ownersUndo = await linkTo(owner.email, 'undo');
    const second = await moveWithStolenToken(owner, 'chain2');
    // The attacker takes the password from the address they now hold.
    await requestReset(second);
    expect((await setPassword(second, await codeIn(second))).statusCode).toBe(200);
    const undone = await undo(ownersUndo);
    expect({ status: undone.statusCode, body: undone.json<object>() }).toEqual({ status: 200, body: { status: true, email: owner.email } });
    expectError(await signIn(owner.login, 'attacker-pass-9'), 401, 'INVALID_CREDENTIALS');
  });

  it('after the undo, the attacker’s token, password and launcher are all dead', async () => {
    const owner = await registerUser(h.app);
    const launcher = await launcherToken(owner);
    const attacker = await moveWithStolenToken(owner);
    await requestReset(attacker);
    expect((await setPassword(attacker, await codeIn(attacker))).statusCode).toBe(200);
    const attackerToken = (await signIn(owner.login, 'attacker-pass-9')).json<{ token: string }>().token;
    expect((await undo(await linkTo(owner.email, 'undo'))).statusCode).toBe(200);
    for (const token of [owner.token, launcher, attackerToken]) expectError(await mainData(token), 401, 'UNAUTHORIZED');
    expectError(await signIn(owner.login, 'attacker-pass-9'), 401, 'INVALID_CREDENTIALS');
  });

  it('a reset code the attacker got before the undo is void after it (on either address)', async () => {
    const owner = await registerUser(h.app);
    const attacker = await moveWithStolenToken(owner);
    await requestReset(attacker);
    const code = await codeIn(attacker);
    expect((await undo(await linkTo(owner.email, 'undo'))).statusCode).toBe(200);
    expectError(await setPassword(attacker, code), 400, 'INVALID_CODE');
    expectError(await setPassword(owner.email, code), 400, 'INVALID_CODE');
  });

  it('a launcher sign-in the attacker authorized but did not collect is void after the undo', async () => {
    const owner = await registerUser(h.app);
    const request = await ssoRequest();
    await post(endpoints.ssoAuthorize.path, { request_id: request.request_id, user_code: request.user_code }, bearer(owner.token));
    await moveWithStolenToken(owner);
    expect((await undo(await linkTo(owner.email, 'undo'))).statusCode).toBe(200);
    expectError(await post(endpoints.ssoToken.path, { request_id: request.request_id, poll_token: request.poll_token }), 404, 'SSO_REQUEST_NOT_FOUND');
  });

  // Found open, now defended (medium): a confirm link requested with the stolen token survives the owner's password
  // change. changePassword revokes tokens and SSO sign-ins but leaves email_change_links alone;
  // the attacker, already signed out, opens the link later and moves the account (then resets
  // the password from there). The owner still has the undo link, hence medium. Fix: void the
  // live confirm links in changePassword / setPasswordAfterReset / revokeAllTokens.
  it('a pending confirm link dies with the owner’s password change', async () => {
    const owner = await registerUser(h.app);
    const attacker = evil('pending');
    await changeEmail(owner, attacker);
    await post(endpoints.changePassword.path, { old_password: owner.password, new_password: 'owner-new-pass-1' }, bearer(owner.token));
    expectError(await confirm(await linkTo(attacker, 'confirm')), 400, 'EMAIL_LINK_INVALID');
  });

  // Found open, now defended (medium): same with "sign out everywhere" (endOtherSessions) and with ending the
  // attacker's session by id: the pending change outlives the session that asked for it.
  it('a pending confirm link dies when the session that asked for it is signed out everywhere', async () => {
    const owner = await registerUser(h.app);
    const ownersOwn = (await signIn(owner.login, owner.password)).json<{ token: string }>().token;
    const attacker = evil('pending2');
    await changeEmail(owner, attacker); // owner.token plays the stolen one
    await post(endpoints.endOtherSessions.path, undefined, bearer(ownersOwn));
    expectError(await confirm(await linkTo(attacker, 'confirm')), 400, 'EMAIL_LINK_INVALID');
  });

  // Found open, now defended (medium): endOtherSessions / endSession end access tokens only; a launcher sign-in the
  // attacker authorized with the stolen token but has not collected stays collectable, and its
  // fresh 14-day token survives "sign out everywhere" (revokeAllTokens voids them, these do not).
  // Fix: in endOtherSessions, also set consumed_at on the user's uncollected sso_requests.
  it('"sign out everywhere" voids an authorized but uncollected launcher sign-in', async () => {
    const owner = await registerUser(h.app);
    const ownersOwn = (await signIn(owner.login, owner.password)).json<{ token: string }>().token;
    const request = await ssoRequest();
    await post(endpoints.ssoAuthorize.path, { request_id: request.request_id, user_code: request.user_code }, bearer(owner.token));
    await post(endpoints.endOtherSessions.path, undefined, bearer(ownersOwn));
    expectError(await mainData(owner.token), 401, 'UNAUTHORIZED');
    const collected = await post(endpoints.ssoToken.path, { request_id: request.request_id, poll_token: request.poll_token });
    expectError(collected, 404, 'SSO_REQUEST_NOT_FOUND');
  });

  it('a revoked token can neither list, end sessions, change the address nor authorize a launcher', async () => {
    const owner = await registerUser(h.app);
    const stolen = (await signIn(owner.login, owner.password)).json<{ token: string }>().token;
    await post(endpoints.endOtherSessions.path, undefined, bearer(owner.token));
    const request = await ssoRequest();
    const replies = [
      await h.app.inject({ method: 'GET', url: endpoints.sessions.path, headers: bearer(stolen) }),
      await post(endpoints.endOtherSessions.path, undefined, bearer(stolen)),
      await post(endpoints.changeEmail.path, { email: evil('revoked') }, bearer(stolen)),
      await post(endpoints.cancelEmailChange.path, undefined, bearer(stolen)),
      await post(endpoints.ssoAuthorize.path, { request_id: request.request_id, user_code: request.user_code }, bearer(stolen)),
    ];
    expect(replies.map((reply) => reply.statusCode)).toEqual([401, 401, 401, 401, 401]);
  });

  it('a stolen token cannot change the password without the old one', async () => {
    const owner = await registerUser(h.app);
    expect((await post(endpoints.changePassword.path, { old_password: 'guess-pass-1', new_password: 'attacker-pass-9' }, bearer(owner.token))).statusCode).toBe(400);
    expect((await signIn(owner.login, owner.password)).statusCode).toBe(200);
  });
});

describe('confirm or undo without the mailed token; cross-use', () => {
  it('a change to an address another account holds creates no link anyone can open', async () => {
    const holder = await registerUser(h.app);
    const prober = await registerUser(h.app);
    await changeEmail(prober, holder.email.toUpperCase());
    expect(await linksTo(holder.email, 'confirm')).toEqual([]);
    for (const token of ['null', 'undefined', 'x', '0'.repeat(43), '%00']) expectError(await confirm(token), 400, 'EMAIL_LINK_INVALID');
    expect(await readUser(prober.token)).toMatchObject({ email: prober.email });
  });

  it('one account’s confirm token cannot confirm for another, nor be used as an undo token', async () => {
    const a = await registerUser(h.app);
    const wanted = evil('cross');
    await changeEmail(a, wanted);
    const token = await linkTo(wanted, 'confirm');
    expectError(await undo(token), 400, 'EMAIL_LINK_INVALID');
    expect((await confirm(token)).json()).toEqual({ status: true, email: wanted });
    const undoToken = await linkTo(a.email, 'undo');
    expectError(await confirm(undoToken), 400, 'EMAIL_LINK_INVALID');
  });

  it('a confirm link cannot take an address registered by someone else meanwhile, and answers 4xx', async () => {
    const a = await registerUser(h.app);
    const wanted = evil('race-reg');
    await changeEmail(a, wanted);
    const token = await linkTo(wanted, 'confirm');
    await registerUser(h.app, { email: wanted });
    const reply = await confirm(token);
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
    expect(await readUser(a.token)).toMatchObject({ email: a.email });
  });

  it('an undo link cannot be replayed, even concurrently: one reset code mail, one success', async () => {
    const owner = await registerUser(h.app);
    await moveWithStolenToken(owner);
    const token = await linkTo(owner.email, 'undo');
    const before = (await mailsTo(owner.email)).length;
    const replies = await Promise.all(Array.from({ length: 6 }, () => undo(token)));
    no5xx(replies);
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    expect((await mailsTo(owner.email)).length - before).toBe(1);
  });

  // Found open, now defended (low, PostgreSQL only): two accounts confirming links for the same free address at
  // once both pass addressInUse (neither sees the other's uncommitted UPDATE); the second UPDATE
  // meets users_email_key and the unique violation (23505) is not mapped in
  // confirmEmailChange: the API answers 500 INVALID_RESPONSE. Integrity holds (the index), so
  // low. Fix: catch 23505 on the UPDATE and answer EMAIL_EXISTS (as register does), or take an
  // advisory lock on lower(new_email) before the check.
  it('(PostgreSQL) two accounts confirming the same new address at once: one wins, the other gets a 4xx, never a 5xx', async () => {
    const a = await registerUser(h.app);
    const b = await registerUser(h.app);
    const wanted = evil('race-confirm');
    await changeEmail(a, wanted);
    await changeEmail(b, wanted);
    const tokens = await linksTo(wanted, 'confirm');
    expect(tokens).toHaveLength(2);
    const replies = await Promise.all(tokens.map((token) => confirm(token)));
    no5xx(replies);
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
  });

  it('a confirm racing a registration of the same address never answers 5xx', async () => {
    const a = await registerUser(h.app);
    const wanted = evil('race-confirm-reg');
    await changeEmail(a, wanted);
    const token = await linkTo(wanted, 'confirm');
    const [confirmed, registered] = await Promise.all([
      confirm(token),
      post(endpoints.register.path, { login: `r_${Date.now()}_${seq}`, email: wanted, password: 'correct-horse-1', recaptchaToken: captchaToken }),
    ]);
    no5xx([confirmed, registered]);
    expect([confirmed.statusCode, registered.statusCode].filter((status) => status === 200)).toHaveLength(1);
  });

  // Found open, now defended (critical, same root as the chain above): the owner's undo racing the attacker's
  // confirm of a second change (requested earlier with the stolen token). When the confirm is
  // judged first it voids the undo link and the account stays at the attacker's address. Also
  // checks no 5xx: both lock the link row then the user row, in opposite order for the undo
  // link (a deadlock on PostgreSQL would answer 5xx).
  it('the owner’s undo racing the attacker’s second confirm never answers 5xx, and the owner ends with the address', async () => {
    const owner = await registerUser(h.app);
    await moveWithStolenToken(owner, 'race1');
    const ownersUndo = await linkTo(owner.email, 'undo');
    const second = evil('race2');
    await changeEmail(owner, second);
    const secondToken = await linkTo(second, 'confirm');
    const replies = await Promise.all([undo(ownersUndo), confirm(secondToken)]);
    no5xx(replies);
    const newest = await h.ctx.db.query<{ email: string }>(`select email from users where lower(login) = lower($1)`, [owner.login]);
    expect(newest[0]?.email).toBe(owner.email);
  });
});

describe('more races and clock edges on the links', () => {
  it('concurrent changeEmail calls from one account leave exactly one confirm link that works', async () => {
    const user = await registerUser(h.app);
    const wanted = [evil('par1'), evil('par2'), evil('par3'), evil('par4')];
    const replies = await Promise.all(wanted.map((email) => changeEmail(user, email)));
    no5xx(replies);
    const tokens = (await Promise.all(wanted.map((email) => linksTo(email, 'confirm')))).flat();
    const outcomes = [];
    for (const token of tokens) outcomes.push((await confirm(token)).statusCode);
    expect(outcomes.filter((status) => status === 200)).toHaveLength(1);
  });

  it('the confirm link works until just before 24 hours and not at 24 hours exactly', async () => {
    const a = await registerUser(h.app);
    const b = await registerUser(h.app);
    const wa = evil('edge-a');
    const wb = evil('edge-b');
    await changeEmail(a, wa);
    await changeEmail(b, wb);
    const ta = await linkTo(wa, 'confirm');
    const tb = await linkTo(wb, 'confirm');
    h.clock.advance(24 * HOUR - 1);
    expect((await confirm(ta)).statusCode).toBe(200);
    h.clock.advance(1);
    expectError(await confirm(tb), 400, 'EMAIL_LINK_INVALID');
  });

  it('the undo link lapses at 7 days exactly', async () => {
    const owner = await registerUser(h.app);
    await moveWithStolenToken(owner, 'edge-undo');
    const token = await linkTo(owner.email, 'undo');
    h.clock.advance(7 * DAY);
    expectError(await undo(token), 400, 'EMAIL_LINK_INVALID');
  });

  it('while the owner’s undo link lives, the attacker’s other account cannot take the old address', async () => {
    const owner = await registerUser(h.app);
    await moveWithStolenToken(owner, 'squat-old');
    const accomplice = await registerUser(h.app);
    await changeEmail(accomplice, owner.email);
    expect(await linksTo(owner.email, 'confirm')).toEqual([]);
    expectError(await post(endpoints.register.path, { login: `sq_${Date.now()}`, email: owner.email, password: 'correct-horse-1', recaptchaToken: captchaToken }), 409, 'EMAIL_EXISTS');
    expect((await undo(await linkTo(owner.email, 'undo'))).json()).toEqual({ status: true, email: owner.email });
  });
});

describe('learning whether an address or login is registered', () => {
  // Found open, now defended (medium): validateResetCode and setPasswordReset need no captcha. For a registered
  // address the 11th wrong guess in an hour answers 429 TO_MANY_REQUESTS; for an unknown one
  // every guess answers 400 INVALID_CODE. Eleven requests tell whether any address is
  // registered (and, as a side effect, lock that account's reset for an hour). Fix: answer an
  // unknown address exactly like a known one (count misses per address, account or not), or
  // keep the cap silent (INVALID_CODE) and require a fresh code + captcha instead.
  it('wrong reset guesses answer alike for a registered and an unknown address', async () => {
    const known = await registerUser(h.app);
    const unknown = `nobody_${Date.now()}@example.com`;
    const statuses = async (email: string) => {
      const seen: number[] = [];
      for (let guess = 0; guess <= RESET_CODE_CHECKS_PER_HOUR; guess += 1) seen.push((await validate(email, '000000')).statusCode);
      return seen;
    };
    expect(await statuses(known.email)).toEqual(await statuses(unknown));
  });

  it('changeEmail answers a held and a free address with the same status, keys and message, and the same mails to the caller', async () => {
    const holder = await registerUser(h.app);
    const prober = await registerUser(h.app);
    const free = evil('free');
    const taken = await changeEmail(prober, holder.email);
    const shape = (reply: LightMyRequestResponse) => {
      const body = reply.json<{ status: boolean; message: string; user: Record<string, unknown> }>();
      return { status: reply.statusCode, message: body.message, keys: Object.keys(body.user).sort(), email: body.user['email'] };
    };
    const untaken = await changeEmail(prober, free);
    expect(shape(taken)).toEqual(shape(untaken));
    expect(await mailsTo(prober.email)).toEqual([]);
  });

  it('the pending state in main data looks the same for a held and a free address', async () => {
    const holder = await registerUser(h.app);
    const p1 = await registerUser(h.app);
    const p2 = await registerUser(h.app);
    await changeEmail(p1, holder.email);
    const free = evil('free2');
    await changeEmail(p2, free);
    const u1 = await readUser(p1.token);
    const u2 = await readUser(p2.token);
    expect(u1.pending_email).toBe(holder.email);
    expect(u2.pending_email).toBe(free);
  });

  it('sign-in answers an unknown login and a wrong password alike, with no device cookie either way', async () => {
    const user = await registerUser(h.app);
    const wrong = await signIn(user.login, 'wrong-password-1', { remoteAddress: nextAddress() });
    const unknown = await signIn(`nobody_${Date.now()}`, 'wrong-password-1', { remoteAddress: nextAddress() });
    expect({ status: wrong.statusCode, body: wrong.body, cookies: wrong.cookies.length }).toEqual({
      status: unknown.statusCode,
      body: unknown.body,
      cookies: unknown.cookies.length,
    });
  });

  it('the per-account sign-in limit treats an unknown login like a known one', async () => {
    const user = await registerUser(h.app);
    const run = async (login: string) => {
      const seen: number[] = [];
      for (let attempt = 0; attempt < LIMIT + 1; attempt += 1) seen.push((await signIn(login, 'wrong-password-3', { remoteAddress: nextAddress() })).statusCode);
      return seen;
    };
    expect(await run(user.login)).toEqual(await run(`ghost_${Date.now()}`));
  });
});

describe('mail floods and address squatting', () => {
  it('case variants of one address share its allowances of links (5 an hour from one account, 20 from all)', async () => {
    const target = `flood_${Date.now()}@victim.example`;
    const variants = [target, target.toUpperCase(), `Flood_${target.slice(6)}`, ` ${target} `];
    for (let round = 0; round < 3; round += 1) {
      for (const variant of variants) {
        const sender = await registerUser(h.app);
        await changeEmail(sender, variant);
      }
    }
    expect((await mailsTo(target)).length).toBe(12);
    const one = await registerUser(h.app);
    for (const variant of [...variants, ...variants]) await changeEmail(one, variant);
    expect((await mailsTo(target)).length).toBe(17);
  });

  it('a held address is told at most 20 times an hour, whoever asks', async () => {
    const holder = await registerUser(h.app);
    for (let i = 0; i < 22; i += 1) await changeEmail(await registerUser(h.app), holder.email);
    expect((await mailsTo(holder.email)).length).toBe(20);
  });

  // Found open, now defended (low): the per-address link allowance is global, so anyone with accounts spends it on
  // an address the victim is about to move to: the victim's own changeEmail to it answers 429
  // for an hour, renewable at 5 requests an hour. Fix: key the allowance per (account, address)
  // plus a larger global ceiling, or let the address's real owner through (e.g. the allowance
  // counts sent links, and a request from an account that has none pending is still allowed once).
  it('strangers cannot spend the allowance of an address the owner wants to move to', async () => {
    const owner = await registerUser(h.app);
    const wanted = evil('squat');
    for (let i = 0; i < 5; i += 1) await changeEmail(await registerUser(h.app), wanted);
    const reply = await changeEmail(owner, wanted);
    expect(reply.statusCode).toBe(200);
  });

  it('a pending (unconfirmed) change squats nothing: the address can still be registered, and the pending link then fails', async () => {
    const squatter = await registerUser(h.app);
    const victim = evil('squat-reg');
    await changeEmail(squatter, victim);
    const token = await linkTo(victim, 'confirm');
    const registered = await registerUser(h.app, { email: victim });
    expect(registered.email).toBe(victim);
    expect((await confirm(token)).statusCode).toBeLessThan(500);
    expect(await readUser(squatter.token)).toMatchObject({ email: squatter.email });
  });
});

describe('locking the owner out', () => {
  // Found open, now defended: strangers spending the reset-code checks of an address (no captcha,
  // any IPs) refused the owner's fresh code for an hour, renewable hourly. The owner's usual
  // browser (its device cookie) is no longer held to that per-address limit.
  it('strangers’ wrong guesses do not refuse the owner’s fresh reset code in the owner’s usual browser', async () => {
    const owner = await registerUser(h.app);
    const signedIn = await h.app.inject({ method: 'POST', url: endpoints.login.path, payload: { login: owner.login, password: owner.password, recaptchaToken: captchaToken } });
    const cookie = `${DEVICE_COOKIE}=${signedIn.cookies.find((entry) => entry.name === DEVICE_COOKIE)?.value ?? ''}`;
    await Promise.all(Array.from({ length: RESET_CODE_CHECKS_PER_HOUR }, (_, i) => post(endpoints.validateResetCode.path, { email: owner.email, resetCode: String(100000 + i) }, {}, nextAddress())));
    await requestReset(owner.email);
    const code = await codeIn(owner.email);
    expectError(await setPassword(owner.email, code, 'owner-new-pass-2'), 429, 'TO_MANY_REQUESTS');
    const reply = await post(endpoints.setPasswordReset.path, { email: owner.email, resetCode: code, password: 'owner-new-pass-2' }, { cookie });
    expect(reply.statusCode).toBe(200);
  });

  // Found open, now defended: undo voids the password, so the mailed reset code is the owner's
  // only way back in, and the attacker spent the per-address checks before the owner opened
  // the mail. The undo now marks the browser that opened it as the owner's (a fresh device
  // cookie), and that browser's reset is not held to the limit.
  it('after the undo, the attacker cannot keep the owner’s browser out of the reset', async () => {
    const owner = await registerUser(h.app);
    await moveWithStolenToken(owner, 'undo-lock');
    const undone = await undo(await linkTo(owner.email, 'undo'));
    expect(undone.statusCode).toBe(200);
    const cookie = `${DEVICE_COOKIE}=${undone.cookies.find((entry) => entry.name === DEVICE_COOKIE)?.value ?? ''}`;
    for (let i = 0; i < RESET_CODE_CHECKS_PER_HOUR; i += 1) await validate(owner.email, String(200000 + i));
    const code = await codeIn(owner.email);
    expectError(await setPassword(owner.email, code, 'owner-new-pass-3'), 429, 'TO_MANY_REQUESTS');
    const reply = await post(endpoints.setPasswordReset.path, { email: owner.email, resetCode: code, password: 'owner-new-pass-3' }, { cookie });
    expect(reply.statusCode).toBe(200);
  });

  it('the owner’s undo link cannot be voided by the attacker cancelling or re-requesting a change', async () => {
    const owner = await registerUser(h.app);
    await moveWithStolenToken(owner, 'cancel');
    const ownersUndo = await linkTo(owner.email, 'undo');
    await post(endpoints.cancelEmailChange.path, undefined, bearer(owner.token));
    await changeEmail(owner, evil('unconfirmed'));
    await post(endpoints.cancelEmailChange.path, undefined, bearer(owner.token));
    expect((await undo(ownersUndo)).json()).toEqual({ status: true, email: owner.email });
  });

  it('30 parallel wrong guesses do not stop the owner’s browser (device cookie)', async () => {
    const owner = await registerUser(h.app);
    const cookie = deviceCookieOf(await signIn(owner.login, owner.password, { remoteAddress: nextAddress() }));
    await Promise.all(Array.from({ length: 30 }, () => signIn(owner.login, 'wrong-password-1', { remoteAddress: nextAddress() })));
    expect((await signIn(owner.login, owner.password, { cookie, remoteAddress: nextAddress() })).statusCode).toBe(200);
  });

  it('an attacker cannot end the owner’s session by id from another account', async () => {
    const owner = await registerUser(h.app);
    const attacker = await registerUser(h.app);
    const listed = (await h.app.inject({ method: 'GET', url: endpoints.sessions.path, headers: bearer(owner.token) })).json<{ sessions: { id: string }[] }>().sessions;
    const id = listed[0]?.id ?? '';
    expectError(await post(endpoints.endSession.path, { id }, bearer(attacker.token)), 404, 'SESSION_NOT_FOUND');
    expect((await mainData(owner.token)).statusCode).toBe(200);
  });
});

describe('reset-code caps', () => {
  it('concurrent wrong guesses, mixing validateResetCode and setPasswordReset, are judged at most the cap', async () => {
    const owner = await registerUser(h.app);
    await requestReset(owner.email);
    const right = await codeIn(owner.email);
    const guesses = Array.from({ length: 24 }, (_, i) => {
      const code = String(300000 + i) === right ? '399999' : String(300000 + i);
      return i % 2 === 0 ? validate(owner.email, code) : setPassword(owner.email, code);
    });
    const replies = await Promise.all(guesses);
    no5xx(replies);
    expect(replies.filter((reply) => reply.statusCode === 400).length).toBeLessThanOrEqual(RESET_CODE_CHECKS_PER_HOUR);
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(0);
  });

  it('the right code used concurrently sets the password once', async () => {
    const owner = await registerUser(h.app);
    await requestReset(owner.email);
    const code = await codeIn(owner.email);
    const replies = await Promise.all(['pass-one-111', 'pass-two-222', 'pass-three-333', 'pass-four-444'].map((password) => setPassword(owner.email, code, password)));
    no5xx(replies);
    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
  });

  it('validating the right code does not consume it nor reset the per-code misses', async () => {
    const owner = await registerUser(h.app);
    await requestReset(owner.email);
    const code = await codeIn(owner.email);
    for (let i = 0; i < 4; i += 1) await validate(owner.email, wrongCode(code));
    expect((await validate(owner.email, code)).statusCode).toBe(200);
    await validate(owner.email, wrongCode(code));
    expectError(await validate(owner.email, code), 400, 'INVALID_CODE');
    expectError(await setPassword(owner.email, code), 400, 'INVALID_CODE');
  });

  it('the cap lifts exactly an hour after the oldest miss, no earlier', async () => {
    const owner = await registerUser(h.app);
    for (let i = 0; i < RESET_CODE_CHECKS_PER_HOUR; i += 1) await validate(owner.email, '000000');
    h.clock.advance(HOUR - 1);
    await requestReset(owner.email);
    const code = await codeIn(owner.email);
    expectError(await validate(owner.email, code), 429, 'TO_MANY_REQUESTS');
    h.clock.advance(1);
    expect((await validate(owner.email, code)).statusCode).toBe(200);
  });

  it('a code lapses at its expiry instant, and an older code dies when a newer is sent', async () => {
    const owner = await registerUser(h.app);
    await requestReset(owner.email);
    const first = await codeIn(owner.email);
    await requestReset(owner.email);
    const second = await codeIn(owner.email);
    if (first !== second) expectError(await validate(owner.email, first), 400, 'INVALID_CODE');
    h.clock.advance(DAY);
    expectError(await validate(owner.email, second), 400, 'INVALID_CODE');
  });

  it('one account’s code does not open another account', async () => {
    const a = await registerUser(h.app);
    const b = await registerUser(h.app);
    await requestReset(a.email);
    expectError(await setPassword(b.email, await codeIn(a.email)), 400, 'INVALID_CODE');
  });
});

describe('device cookie abuse', () => {
  it('a device cookie for one login does not exempt a look-alike or case variant of another login', async () => {
    const owner = await registerUser(h.app);
    const other = await registerUser(h.app);
    const cookie = deviceCookieOf(await signIn(other.login, other.password));
    await Promise.all(Array.from({ length: 12 }, () => signIn(owner.login.toUpperCase(), 'wrong-password-1', { remoteAddress: nextAddress() })));
    expectError(await signIn(owner.login, owner.password, { cookie, remoteAddress: nextAddress() }), 429, 'TO_MANY_REQUESTS');
  });

  it('an unsigned device cookie built from a valid one’s value gets no exemption', async () => {
    const owner = await registerUser(h.app);
    const signed = deviceCookieOf(await signIn(owner.login, owner.password));
    const value = decodeURIComponent(signed.slice(DEVICE_COOKIE.length + 1));
    const unsigned = `${DEVICE_COOKIE}=${value.slice(0, value.lastIndexOf('.'))}`;
    await Promise.all(Array.from({ length: 12 }, () => signIn(owner.login, 'wrong-password-1', { remoteAddress: nextAddress() })));
    expectError(await signIn(owner.login, owner.password, { cookie: unsigned, remoteAddress: nextAddress() }), 429, 'TO_MANY_REQUESTS');
  });

  // Found open, now defended (low): the device cookie is not bound to the password or to anything the owner can
  // revoke: a cookie stolen before a password reset (or an undo) still buys its holder an
  // allowance of its own against the per-account lock-out, for 180 days. Fix: put a per-user
  // "device generation" (bumped by reset / change / undo / sign-out-everywhere) in the signed
  // value and refuse older ones.
  it('a device cookie from before a password reset no longer exempts its holder', async () => {
    const owner = await registerUser(h.app);
    const stolen = deviceCookieOf(await signIn(owner.login, owner.password));
    await requestReset(owner.email);
    expect((await setPassword(owner.email, await codeIn(owner.email), 'owner-reset-pass-4')).statusCode).toBe(200);
    await Promise.all(Array.from({ length: 12 }, () => signIn(owner.login, 'wrong-password-1', { remoteAddress: nextAddress() })));
    expectError(await signIn(owner.login, 'wrong-password-5', { cookie: stolen, remoteAddress: nextAddress() }), 429, 'TO_MANY_REQUESTS');
  });

  it('a failed sign-in sets no device cookie', async () => {
    const owner = await registerUser(h.app);
    const reply = await signIn(owner.login, 'wrong-password-6', { remoteAddress: nextAddress() });
    expect(reply.cookies.map((cookie) => cookie.name)).not.toContain(DEVICE_COOKIE);
  });
});

describe('region, demo data and 5xx', () => {
  it('no client header or body field buys the ru prices without a configured country header', async () => {
    const reply = await h.app.inject({
      method: 'POST',
      url: endpoints.register.path,
      headers: { 'accept-language': 'ru-RU', 'cf-ipcountry': 'RU', 'x-country': 'RU', 'x-forwarded-for': '95.173.136.70' },
      payload: { login: `ru_${Date.now()}`, email: `ru_${Date.now()}@example.com`, password: 'correct-horse-1', recaptchaToken: captchaToken, shopping_area: 'ru' },
    });
    const token = reply.json<{ token: string }>().token;
    expect((await mainData(token)).json<{ shopping_area: string }>().shopping_area).toBe('global');
  });

  it('odd inputs on the new calls answer 4xx, never 5xx', async () => {
    const user = await registerUser(h.app);
    const odd = ['\u0000', 'a\u0000b', '\uD800', "'; drop table users; --", 'é'.repeat(64), '-1', '00000000-0000-0000-0000-000000000000'];
    const replies: LightMyRequestResponse[] = [];
    for (const value of odd) {
      replies.push(await post(endpoints.endSession.path, { id: value }, bearer(user.token)));
      replies.push(await confirm(value));
      replies.push(await undo(value));
      replies.push(await post(endpoints.ssoRefuse.path, { request_id: value }, bearer(user.token)));
      replies.push(await post(endpoints.ssoAuthorize.path, { request_id: value, user_code: 'AAAA-AAAA' }, bearer(user.token)));
      replies.push(await post(endpoints.ssoToken.path, { request_id: value, poll_token: value }));
      replies.push(await signIn(`x${value}`, 'whatever-pass-1', { remoteAddress: nextAddress() }));
    }
    replies.push(await post(endpoints.changeEmail.path, { email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}` }, bearer(user.token)));
    no5xx(replies);
  });

  it('a User-Agent a parser chokes on does not break sign-in or the session list', async () => {
    const user = await registerUser(h.app);
    const reply = await h.app.inject({
      method: 'POST',
      url: endpoints.login.path,
      headers: { 'user-agent': `${'Mozilla/5.0 ('.repeat(500)}\u00ff` },
      payload: { login: user.login, password: user.password, recaptchaToken: captchaToken },
    });
    expect(reply.statusCode).toBe(200);
    const listed = await h.app.inject({ method: 'GET', url: endpoints.sessions.path, headers: bearer(reply.json<{ token: string }>().token) });
    expect(listed.statusCode).toBe(200);
  });

  it('session ids reveal neither the token nor its hash', async () => {
    const user = await registerUser(h.app);
    const { createHash } = await import('node:crypto');
    const listed = (await h.app.inject({ method: 'GET', url: endpoints.sessions.path, headers: bearer(user.token) })).json<{ sessions: { id: string }[] }>().sessions;
    const hash = createHash('sha256').update(user.token).digest('hex');
    for (const session of listed) {
      expect(session.id).not.toContain(user.token);
      expect(session.id).not.toBe(hash);
      expectError(await mainData(session.id), 401, 'UNAUTHORIZED');
    }
  });

  it(`(engine: ${ENGINE}) any user can refuse another user’s launcher request only by knowing its id`, async () => {
    // Documents, not a hole: refuse needs the request id, which only the launcher and its user see.
    const request = await ssoRequest();
    const stranger = await registerUser(h.app);
    expectError(await post(endpoints.ssoRefuse.path, { request_id: `${request.request_id}x` }, bearer(stranger.token)), 404, 'SSO_REQUEST_NOT_FOUND');
  });
});
