import type { HttpReply } from '../transport/ApiClient';
import { FakeServer, deferred, errorReply, fakeClient, jsonReply } from '../transport/testing/fakeServer';
import { PasswordResetStore } from './PasswordResetStore';

const ok = jsonReply(200, { ok: true, value: undefined });

function setup() {
  const server = new FakeServer();
  return { server, store: new PasswordResetStore(fakeClient(server)) };
}

async function atPasswordStep() {
  const s = setup();
  s.server.on('reset', ok).on('validateResetCode', ok);
  await s.store.requestCode({ email: 'player@example.com', recaptchaToken: 'captcha' });
  await s.store.validateCode('123456');
  return s;
}

it('starts at the request step with no e-mail or code', () => {
  const { store } = setup();
  expect({ step: store.step, email: store.email, code: store.code }).toEqual({ step: 'request', email: '', code: '' });
});

it('requests a code for the e-mail with the captcha token, then asks for the code', async () => {
  const { server, store } = setup();
  server.on('reset', ok);
  const result = await store.requestCode({ email: 'player@example.com', recaptchaToken: 'captcha-answer' });
  expect({ result, step: store.step, email: store.email, body: server.requests[0]?.body }).toEqual({
    result: { ok: true, value: undefined },
    step: 'code',
    email: 'player@example.com',
    body: { email: 'player@example.com', recaptchaToken: 'captcha-answer' },
  });
});

it('stays on the step with the refusal as it came', async () => {
  const { server, store } = setup();
  server.on('reset', errorReply(404, 'EMAIL_NOT_FOUND'));
  const result = await store.requestCode({ email: 'nobody@example.com', recaptchaToken: 'captcha' });
  expect({ result, step: store.step, email: store.email }).toEqual({ result: { ok: false, error: 'EMAIL_NOT_FOUND' }, step: 'request', email: '' });
});

it('validates the code with the e-mail, then asks for a password', async () => {
  const { server, store } = await atPasswordStep();
  expect({ step: store.step, code: store.code, body: server.calls('validateResetCode')[0]?.body }).toEqual({
    step: 'password',
    code: '123456',
    body: { email: 'player@example.com', resetCode: '123456' },
  });
});

it('keeps the code step when the server refuses the code', async () => {
  const { server, store } = setup();
  server.on('reset', ok).on('validateResetCode', errorReply(400, 'INVALID_CODE'));
  await store.requestCode({ email: 'player@example.com', recaptchaToken: 'captcha' });
  const result = await store.validateCode('000000');
  expect({ result, step: store.step, code: store.code }).toEqual({ result: { ok: false, error: 'INVALID_CODE' }, step: 'code', code: '' });
});

it('sets the new password and finishes', async () => {
  const { server, store } = await atPasswordStep();
  server.on('setPasswordReset', ok);
  const result = await store.setPassword('brand-new-pass');
  expect({ result, step: store.step, body: server.calls('setPasswordReset')[0]?.body }).toEqual({
    result: { ok: true, value: undefined },
    step: 'done',
    body: { email: 'player@example.com', resetCode: '123456', password: 'brand-new-pass' },
  });
});

it('can let the server make up and mail a password', async () => {
  const { server, store } = await atPasswordStep();
  server.on('setPasswordReset', ok);
  await store.setPassword();
  expect({ step: store.step, body: server.calls('setPasswordReset')[0]?.body }).toEqual({
    step: 'done',
    body: { email: 'player@example.com', resetCode: '123456' },
  });
});

it('a second submit while one runs sends nothing and shares the outcome', async () => {
  const { server, store } = setup();
  const gate = deferred<HttpReply>();
  server.on('reset', () => gate.promise);
  const first = store.requestCode({ email: 'player@example.com', recaptchaToken: 'captcha' });
  const second = store.requestCode({ email: 'player@example.com', recaptchaToken: 'captcha' });
  gate.resolve(ok);
  expect({ results: await Promise.all([first, second]), calls: server.requests.length }).toEqual({ results: [{ ok: true, value: undefined }, { ok: true, value: undefined }], calls: 1 });
});

it('restart goes back to the first step and keeps the e-mail', async () => {
  const { store } = await atPasswordStep();
  store.restart();
  expect({ step: store.step, email: store.email, code: store.code }).toEqual({ step: 'request', email: 'player@example.com', code: '' });
});

it('reset starts over with the given address', async () => {
  const { store } = await atPasswordStep();
  store.reset('me@example.com');
  expect({ step: store.step, email: store.email, code: store.code }).toEqual({ step: 'request', email: 'me@example.com', code: '' });
});

describe('progress through a reload', () => {
  const MINUTE = 60_000;

  function tab() {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key), items };
  }

  function storeIn(storage: ReturnType<typeof tab>, clock: { now: number }) {
    const server = new FakeServer().on('reset', ok).on('validateResetCode', ok).on('setPasswordReset', ok);
    return new PasswordResetStore(fakeClient(server), storage, () => clock.now);
  }

  it('a store made after a reload starts at the step, address and accepted code the tab left', async () => {
    const storage = tab();
    const clock = { now: Date.parse('2026-11-21T12:00:00Z') };
    const first = storeIn(storage, clock);
    await first.requestCode({ email: 'player@example.com', recaptchaToken: 'captcha' });
    expect(storeIn(storage, clock)).toMatchObject({ step: 'code', email: 'player@example.com', code: '' });
    await first.validateCode('123456');
    expect(storeIn(storage, clock)).toMatchObject({ step: 'password', email: 'player@example.com', code: '123456' });
  });

  it('never keeps a password, and forgets everything once the password is set', async () => {
    const storage = tab();
    const clock = { now: Date.parse('2026-11-21T12:00:00Z') };
    const store = storeIn(storage, clock);
    await store.requestCode({ email: 'player@example.com', recaptchaToken: 'captcha' });
    await store.validateCode('123456');
    await store.setPassword('my-new-password-1');
    expect([...storage.items.values()].join()).not.toContain('my-new-password-1');
    expect(storage.items.size).toBe(0);
    expect(storeIn(storage, clock).step).toBe('request');
  });

  it('drops progress older than the code lives, and progress it cannot read', async () => {
    const storage = tab();
    const clock = { now: Date.parse('2026-11-21T12:00:00Z') };
    await storeIn(storage, clock).requestCode({ email: 'player@example.com', recaptchaToken: 'captcha' });
    clock.now += 61 * MINUTE;
    expect(storeIn(storage, clock).step).toBe('request');
    storage.setItem('chameleon:password-reset', '{"step":"password","email":1}');
    expect(storeIn(storage, clock)).toMatchObject({ step: 'request', email: '' });
    storage.setItem('chameleon:password-reset', 'not json');
    expect(storeIn(storage, clock).step).toBe('request');
  });

  it('resumes for the same address only (settings name the user’s own)', async () => {
    const storage = tab();
    const clock = { now: Date.parse('2026-11-21T12:00:00Z') };
    await storeIn(storage, clock).requestCode({ email: 'player@example.com', recaptchaToken: 'captcha' });
    const same = storeIn(storage, clock);
    same.resume('player@example.com');
    expect(same).toMatchObject({ step: 'code', email: 'player@example.com' });
    const other = storeIn(storage, clock);
    other.resume('someone@example.com');
    expect(other).toMatchObject({ step: 'request', email: 'someone@example.com' });
  });

  it('lets another code be asked for a minute after the last, counted from when it was mailed', async () => {
    const storage = tab();
    const clock = { now: Date.parse('2026-11-21T12:00:00Z') };
    const store = storeIn(storage, clock);
    expect(store.resendWaitSeconds()).toBe(0);
    await store.requestCode({ email: 'player@example.com', recaptchaToken: 'captcha' });
    expect(store.resendWaitSeconds()).toBe(60);
    clock.now += 45_000;
    expect(storeIn(storage, clock).resendWaitSeconds()).toBe(15);
    clock.now += 15_000;
    expect(store.resendWaitSeconds()).toBe(0);
  });
});
