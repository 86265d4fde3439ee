import { spec } from '@chameleon/contract';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, captchaToken, registerUser, harnessForFile, type TestUser } from './support/harness';

// The site reads the protocol tolerantly (contract/src/spec); this API promises stricter shapes
// (contract/src/endpoints.ts). Every reply this API gives, success or failure, call by call,
// must be accepted by the site's reading, so the two readings cannot drift apart.

const h = harnessForFile();

type SiteCall = spec.SiteEndpointName;
/** Calls whose success reply the site's reading accepted; refusals are counted apart. */
const successesRead = new Set<SiteCall>();

/** A success reply of one call, read as the site reads it: refused unless the API said yes. */
function readSuccess(call: SiteCall, response: LightMyRequestResponse): unknown {
  const json: unknown = response.body === '' ? {} : response.json();
  expect({ call, status: response.statusCode < 400 ? 'success' : response.statusCode, body: response.statusCode < 400 ? 'ok' : json }).toEqual({ call, status: 'success', body: 'ok' });
  const reading = spec.endpoints[call].reply.safeParse(json);
  expect({ call, accepted: reading.success, issues: reading.success ? [] : reading.error.issues }).toEqual({ call, accepted: true, issues: [] });
  successesRead.add(call);
  return reading.success ? reading.data : undefined;
}

/** A refusal of one call: an error status, read by the site as a failure with the API's code. */
function readRefusal(call: SiteCall, response: LightMyRequestResponse, code: string): void {
  const json: unknown = response.body === '' ? {} : response.json();
  const failure = spec.failureReplySchema.safeParse(json);
  expect({ call, errorStatus: response.statusCode >= 400, accepted: failure.success, message: failure.success ? failure.data.message : json }).toEqual({
    call,
    errorStatus: true,
    accepted: true,
    message: code,
  });
}

function send(call: SiteCall, options: { token?: string; payload?: object; query?: string } = {}) {
  const { method, path } = spec.endpoints[call];
  return h.app.inject({
    method,
    url: `${path}${options.query ?? ''}`,
    headers: options.token === undefined ? {} : bearer(options.token),
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });
}

async function codeMailedTo(email: string): Promise<string> {
  const mailbox = await h.app.inject({ method: 'GET', url: `/dev/mailbox?format=json&to=${encodeURIComponent(email)}` });
  // As a word: an address in the mail may hold six digits too.
  const code = /\b(\d{6})\b/.exec(mailbox.json<{ mails: { text: string }[] }>().mails[0]?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no code mailed to ${email}`);
  return code;
}

let user: TestUser;
beforeAll(async () => {
  user = await registerUser(h.app);
});

it('reads sign-up, sign-in and the first main data of a new account', async () => {
  readSuccess('register', await send('register', { payload: { login: `reader_${Date.now()}`, email: `reader_${Date.now()}@example.com`, password: 'correct-horse-1', recaptchaToken: captchaToken } }));
  readSuccess('login', await send('login', { payload: { login: user.login, password: user.password, recaptchaToken: captchaToken } }));
  readSuccess('frontendData', await send('frontendData', { token: user.token }));
});

it("reads a visitor's catalogue (the landing's prices)", async () => {
  readSuccess('catalogue', await send('catalogue'));
});

it('reads a paid account: payment, main data, freeze, unfreeze and every page of transactions', async () => {
  for (const cheatId of [1, 2]) {
    const created = readSuccess('createPayment', await send('createPayment', { token: user.token, payload: { cheat_id: cheatId, days: 30 } })) as { checkout_url: string };
    await h.app.inject({ method: 'POST', url: new URL(created.checkout_url).pathname, payload: {} });
  }
  readSuccess('frontendData', await send('frontendData', { token: user.token }));
  readSuccess('freeze', await send('freeze', { token: user.token, payload: { cheat_id: 1 } }));
  readSuccess('frontendData', await send('frontendData', { token: user.token }));
  readSuccess('unfreeze', await send('unfreeze', { token: user.token, payload: { cheat_id: 1 } }));
  readSuccess('frontendData', await send('frontendData', { token: user.token }));
  readSuccess('transactions', await send('transactions', { token: user.token, query: '?limit=10&skip=0' }));
  readSuccess('transactions', await send('transactions', { token: user.token, query: '?limit=10&skip=10' }));
});

it('reads the settings calls, confirmation, SSO, logout and the reset flow', async () => {
  readSuccess('changeEmail', await send('changeEmail', { token: user.token, payload: { email: `moved_${Date.now()}@example.com` } }));
  const changed = readSuccess('changePassword', await send('changePassword', { token: user.token, payload: { old_password: user.password, new_password: 'another-horse-2' } })) as { token: string };
  user = { ...user, password: 'another-horse-2', token: changed.token };
  const data = readSuccess('frontendData', await send('frontendData', { token: user.token })) as { user: { email: string } };
  readSuccess('confirmation', await send('confirmation', { token: user.token }));
  const request = (await h.app.inject({ method: 'POST', url: '/v2/launcher/sso' })).json<{ request_id: string; user_code: string }>();
  readSuccess('ssoAuthorize', await send('ssoAuthorize', { token: user.token, payload: { request_id: request.request_id, user_code: request.user_code } }));
  readSuccess('logout', await send('logout', { token: user.token }));
  // The reset flow last: setting a password ends every session.
  readSuccess('reset', await send('reset', { payload: { email: data.user.email, recaptchaToken: captchaToken } }));
  const resetCode = await codeMailedTo(data.user.email);
  readSuccess('validateResetCode', await send('validateResetCode', { payload: { email: data.user.email, resetCode } }));
  readSuccess('setPasswordReset', await send('setPasswordReset', { payload: { email: data.user.email, resetCode } }));
});

it('reads the calls beyond the spec that recovery adds: the address change, its links, sessions and a refused launcher', async () => {
  const owner = await registerUser(h.app);
  const moved = `moved_${Date.now()}@example.com`;
  const asked = readSuccess('changeEmail', await send('changeEmail', { token: owner.token, payload: { email: moved } })) as { user: { pending_email: string | null } };
  expect(asked.user.pending_email).toBe(moved);
  readSuccess('cancelEmailChange', await send('cancelEmailChange', { token: owner.token }));
  await send('changeEmail', { token: owner.token, payload: { email: moved } });
  const mailed = async (to: string, kind: string) => {
    const mailbox = await h.app.inject({ method: 'GET', url: `/dev/mailbox?format=json&to=${encodeURIComponent(to)}` });
    return new RegExp(`#${kind}=([\\w-]+)`).exec(mailbox.json<{ mails: { text: string }[] }>().mails[0]?.text ?? '')?.[1] ?? '';
  };
  expect(readSuccess('confirmEmailChange', await send('confirmEmailChange', { payload: { token: await mailed(moved, 'confirm') } }))).toMatchObject({ email: moved });
  await send('login', { payload: { login: owner.login, password: owner.password, recaptchaToken: captchaToken } });
  await send('login', { payload: { login: owner.login, password: owner.password, recaptchaToken: captchaToken } });
  const listed = readSuccess('sessions', await send('sessions', { token: owner.token })) as { sessions: { id: string; current: boolean }[] };
  expect(listed.sessions).toHaveLength(3);
  const other = listed.sessions.find((session) => !session.current)?.id ?? '';
  expect(readSuccess('endSession', await send('endSession', { token: owner.token, payload: { id: other } }))).toMatchObject({ sessions: expect.any(Array) });
  readRefusal('endSession', await send('endSession', { token: owner.token, payload: { id: other } }), 'SESSION_NOT_FOUND');
  readSuccess('endOtherSessions', await send('endOtherSessions', { token: owner.token }));
  const launcher = (await h.app.inject({ method: 'POST', url: '/v2/launcher/sso' })).json<{ request_id: string }>();
  readSuccess('ssoRefuse', await send('ssoRefuse', { token: owner.token, payload: { request_id: launcher.request_id } }));
  expect(readSuccess('undoEmailChange', await send('undoEmailChange', { payload: { token: await mailed(owner.email, 'undo') } }))).toMatchObject({ email: owner.email });
  readRefusal('undoEmailChange', await send('undoEmailChange', { payload: { token: 'used-or-forged' } }), 'EMAIL_LINK_INVALID');
});

it("reads the bot chat and notification calls: the account's bots, a link code, an unlink, the switches", async () => {
  const owner = await registerUser(h.app);
  expect(readSuccess('botChats', await send('botChats', { token: owner.token }))).toMatchObject({ bots: [{ bot: 'telegram', linked: false }, { bot: 'vk', linked: false }] });
  expect(readSuccess('linkBot', await send('linkBot', { token: owner.token, payload: { bot: 'telegram' } }))).toMatchObject({ code: expect.any(String) });
  readSuccess('unlinkBot', await send('unlinkBot', { token: owner.token, payload: { bot: 'vk' } }));
  expect(readSuccess('notificationSettings', await send('notificationSettings', { token: owner.token }))).toMatchObject({ channels: expect.any(Array) });
  readSuccess('setNotificationChannel', await send('setNotificationChannel', { token: owner.token, payload: { channel: 'email', enabled: false } }));
});

it('reads every kind of refusal as a failure with its code', async () => {
  readRefusal('login', await send('login', { payload: { login: user.login, password: 'wrong-password', recaptchaToken: captchaToken } }), 'INVALID_CREDENTIALS');
  readRefusal('register', await send('register', { payload: { login: user.login, email: 'x@example.com', password: 'short', recaptchaToken: captchaToken } }), 'PASSWORD_TOO_SHORT');
  readRefusal('frontendData', await send('frontendData', { token: 'not-a-token' }), 'UNAUTHORIZED');
  readRefusal('freeze', await send('freeze', { token: (await registerUser(h.app)).token, payload: { cheat_id: 1 } }), 'SUBSCRIPTION_NOT_FOUND');
  readRefusal('validateResetCode', await send('validateResetCode', { payload: { email: 'nobody@example.com', resetCode: '000000' } }), 'INVALID_CODE');
  readRefusal('createPayment', await send('createPayment', { token: (await registerUser(h.app)).token, payload: { cheat_id: 1, days: 999 } }), 'PRODUCT_NOT_FOUND');
});

it('has read a success reply of every call the site makes', () => {
  expect([...successesRead].sort()).toEqual((Object.keys(spec.endpoints) as SiteCall[]).sort());
});
