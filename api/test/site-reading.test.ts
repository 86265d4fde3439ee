import { spec } from '@chameleon/contract';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, captchaToken, registerUser, harnessForFile, type TestUser } from './support/harness';

// The site reads the protocol tolerantly (contract/src/spec); this API promises stricter shapes
// (contract/src/endpoints.ts). Every reply this API gives, success or failure, call by call,
// must be accepted by the site's reading, so the two readings cannot drift apart.

const h = harnessForFile();

type SiteCall = spec.SiteEndpointName;
const seen = new Set<SiteCall>();

/** The reply of one call, checked against the site's reading of that call. */
function readBySite(call: SiteCall, response: LightMyRequestResponse): unknown {
  seen.add(call);
  const json: unknown = response.body === '' ? {} : response.json();
  if (response.statusCode >= 400) {
    const failure = spec.failureReplySchema.safeParse(json);
    expect({ call, status: response.statusCode, accepted: failure.success }).toEqual({ call, status: response.statusCode, accepted: true });
    return json;
  }
  const reading = spec.endpoints[call].reply.safeParse(json);
  expect({ call, accepted: reading.success, issues: reading.success ? [] : reading.error.issues }).toEqual({ call, accepted: true, issues: [] });
  return reading.success ? reading.data : undefined;
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
  const code = /(\d{6})/.exec(mailbox.json<{ mails: { text: string }[] }>().mails[0]?.text ?? '')?.[1];
  if (code === undefined) throw new Error(`no code mailed to ${email}`);
  return code;
}

let user: TestUser;
beforeAll(async () => {
  user = await registerUser(h.app);
});

it('reads sign-up, sign-in and the first main data of a new account', async () => {
  readBySite('register', await send('register', { payload: { login: `reader_${Date.now()}`, email: `reader_${Date.now()}@example.com`, password: 'correct-horse-1', recaptchaToken: captchaToken } }));
  readBySite('login', await send('login', { payload: { login: user.login, password: user.password, recaptchaToken: captchaToken } }));
  readBySite('frontendData', await send('frontendData', { token: user.token }));
});

it('reads a paid account: payment, main data, freeze, unfreeze and every page of transactions', async () => {
  for (const cheatId of [1, 2]) {
    const created = readBySite('createPayment', await send('createPayment', { token: user.token, payload: { cheat_id: cheatId, days: 30 } })) as { checkout_url: string };
    await h.app.inject({ method: 'POST', url: new URL(created.checkout_url).pathname, payload: {} });
  }
  readBySite('frontendData', await send('frontendData', { token: user.token }));
  readBySite('freeze', await send('freeze', { token: user.token, payload: { cheat_id: 1 } }));
  readBySite('frontendData', await send('frontendData', { token: user.token }));
  readBySite('unfreeze', await send('unfreeze', { token: user.token, payload: { cheat_id: 1 } }));
  readBySite('frontendData', await send('frontendData', { token: user.token }));
  readBySite('transactions', await send('transactions', { token: user.token, query: '?limit=10&skip=0' }));
  readBySite('transactions', await send('transactions', { token: user.token, query: '?limit=10&skip=10' }));
});

it('reads the settings calls, the reset flow, confirmation, SSO and logout', async () => {
  readBySite('changeEmail', await send('changeEmail', { token: user.token, payload: { email: `moved_${Date.now()}@example.com` } }));
  const changed = readBySite('changePassword', await send('changePassword', { token: user.token, payload: { old_password: user.password, new_password: 'another-horse-2' } })) as { token: string };
  user = { ...user, password: 'another-horse-2', token: changed.token };
  const data = readBySite('frontendData', await send('frontendData', { token: user.token })) as { user: { email: string } };
  readBySite('reset', await send('reset', { payload: { email: data.user.email, recaptchaToken: captchaToken } }));
  const resetCode = await codeMailedTo(data.user.email);
  readBySite('validateResetCode', await send('validateResetCode', { payload: { email: data.user.email, resetCode } }));
  readBySite('setPasswordReset', await send('setPasswordReset', { payload: { email: data.user.email, resetCode } }));
  readBySite('confirmation', await send('confirmation', { token: user.token }));
  const request = (await h.app.inject({ method: 'POST', url: '/v2/launcher/sso' })).json<{ request_id: string }>();
  readBySite('ssoAuthorize', await send('ssoAuthorize', { token: user.token, payload: { request_id: request.request_id } }));
  readBySite('logout', await send('logout', { token: user.token }));
});

it('reads the calls beyond the spec that recovery adds: the address change, its links, and sessions', async () => {
  const owner = await registerUser(h.app);
  const moved = `moved_${Date.now()}@example.com`;
  const asked = readBySite('changeEmail', await send('changeEmail', { token: owner.token, payload: { email: moved } })) as { user: { pending_email: string | null } };
  expect(asked.user.pending_email).toBe(moved);
  readBySite('cancelEmailChange', await send('cancelEmailChange', { token: owner.token }));
  await send('changeEmail', { token: owner.token, payload: { email: moved } });
  const mailed = async (to: string, kind: string) => {
    const mailbox = await h.app.inject({ method: 'GET', url: `/dev/mailbox?format=json&to=${encodeURIComponent(to)}` });
    return new RegExp(`#${kind}=([\\w-]+)`).exec(mailbox.json<{ mails: { text: string }[] }>().mails[0]?.text ?? '')?.[1] ?? '';
  };
  expect(readBySite('confirmEmailChange', await send('confirmEmailChange', { payload: { token: await mailed(moved, 'confirm') } }))).toMatchObject({ email: moved });
  const listed = readBySite('sessions', await send('sessions', { token: owner.token })) as { sessions: { id: string }[] };
  expect(listed.sessions).toHaveLength(1);
  readBySite('endOtherSessions', await send('endOtherSessions', { token: owner.token }));
  readBySite('endSession', await send('endSession', { token: owner.token, payload: { id: 'no-such-session' } }));
  expect(readBySite('undoEmailChange', await send('undoEmailChange', { payload: { token: await mailed(owner.email, 'undo') } }))).toMatchObject({ email: owner.email });
});

it('reads every kind of refusal as a failure with a message', async () => {
  readBySite('login', await send('login', { payload: { login: user.login, password: 'wrong-password', recaptchaToken: captchaToken } }));
  readBySite('register', await send('register', { payload: { login: user.login, email: 'x@example.com', password: 'short', recaptchaToken: captchaToken } }));
  readBySite('frontendData', await send('frontendData', { token: 'not-a-token' }));
  readBySite('freeze', await send('freeze', { token: (await registerUser(h.app)).token, payload: { cheat_id: 1 } }));
  readBySite('validateResetCode', await send('validateResetCode', { payload: { email: 'nobody@example.com', resetCode: '000000' } }));
  readBySite('createPayment', await send('createPayment', { token: (await registerUser(h.app)).token, payload: { cheat_id: 1, days: 999 } }));
});

it('has read every call the site makes', () => {
  expect([...seen].sort()).toEqual((Object.keys(spec.endpoints) as SiteCall[]).sort());
});

