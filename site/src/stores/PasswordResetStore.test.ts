import type { HttpReply } from '../api/ApiClient';
import { FakeServer, deferred, errorReply, fakeClient, jsonReply } from '../api/testing/fakeServer';
import { PasswordResetStore } from './PasswordResetStore';

const ok = jsonReply(200, { status: true });

function setup() {
  const server = new FakeServer();
  return { server, store: new PasswordResetStore(fakeClient(server)) };
}

async function atPasswordStep() {
  const s = setup();
  s.server.on('POST', '/auth/reset', ok).on('POST', '/auth/validateResetCode', ok);
  s.store.setEmail(' player@example.com ');
  await s.store.requestCode('captcha');
  s.store.setCode('123456');
  await s.store.validateCode();
  return s;
}

it('starts at the request step with empty fields', () => {
  const { store } = setup();
  expect({ step: store.step, email: store.email, code: store.code }).toEqual({
    step: 'request',
    email: { value: '', error: null },
    code: { value: '', error: null },
  });
});

it('requests a code for the trimmed e-mail with the captcha token, then asks for the code', async () => {
  const { server, store } = setup();
  server.on('POST', '/auth/reset', ok);
  store.setEmail(' player@example.com ');
  const result = await store.requestCode('captcha-answer');
  expect({ result, step: store.step, body: server.requests[0]?.body }).toEqual({
    result: { ok: true, value: undefined },
    step: 'code',
    body: { email: 'player@example.com', recaptchaToken: 'captcha-answer' },
  });
});

it('refuses an invalid e-mail without calling the server', async () => {
  const { server, store } = setup();
  store.setEmail('not-an-email');
  const result = await store.requestCode('captcha');
  expect({ result, error: store.email.error, calls: server.requests.length }).toEqual({
    result: { ok: false, error: 'INVALID_EMAIL' },
    error: 'INVALID_EMAIL',
    calls: 0,
  });
});

it('puts EMAIL_NOT_FOUND on the e-mail field and stays on the step', async () => {
  const { server, store } = setup();
  server.on('POST', '/auth/reset', errorReply(404, 'EMAIL_NOT_FOUND'));
  store.setEmail('nobody@example.com');
  await store.requestCode('captcha');
  expect({ error: store.email.error, step: store.step, form: store.formError }).toEqual({ error: 'EMAIL_NOT_FOUND', step: 'request', form: null });
});

it('puts a captcha failure on the whole form', async () => {
  const { server, store } = setup();
  server.on('POST', '/auth/reset', errorReply(400, 'INVALID_CAPTCHA'));
  store.setEmail('player@example.com');
  await store.requestCode('bad');
  expect({ form: store.formError, email: store.email.error }).toEqual({ form: 'INVALID_CAPTCHA', email: null });
});

it('typing clears the field error', async () => {
  const { store } = setup();
  store.setEmail('bad');
  await store.requestCode('captcha');
  store.setEmail('bad2');
  expect(store.email.error).toBeNull();
});

it('validates the code with the e-mail, then asks for a password', async () => {
  const { server, store } = await atPasswordStep();
  expect({ step: store.step, body: server.calls('POST', '/auth/validateResetCode')[0]?.body }).toEqual({
    step: 'password',
    body: { email: 'player@example.com', resetCode: '123456' },
  });
});

it('refuses an empty code without calling the server (its format is the server\'s to check)', async () => {
  const { server, store } = setup();
  store.setCode('   ');
  const result = await store.validateCode();
  expect({ result, error: store.code.error, calls: server.requests.length }).toEqual({
    result: { ok: false, error: 'INVALID_CODE' },
    error: 'INVALID_CODE',
    calls: 0,
  });
});

it('puts INVALID_CODE from the server on the code field', async () => {
  const { server, store } = setup();
  server.on('POST', '/auth/validateResetCode', errorReply(400, 'INVALID_CODE'));
  store.setEmail('player@example.com');
  store.setCode('000000');
  await store.validateCode();
  expect(store.code.error).toBe('INVALID_CODE');
});

it('sets the new password and finishes', async () => {
  const { server, store } = await atPasswordStep();
  server.on('POST', '/auth/setPasswordReset', ok);
  store.setPassword('brand-new-pass');
  store.setRepeatPassword('brand-new-pass');
  const result = await store.submitNewPassword();
  expect({ result, step: store.step, body: server.calls('POST', '/auth/setPasswordReset')[0]?.body }).toEqual({
    result: { ok: true, value: undefined },
    step: 'done',
    body: { email: 'player@example.com', resetCode: '123456', password: 'brand-new-pass' },
  });
});

it('refuses a short password and a different repeat before calling the server', async () => {
  const { server, store } = await atPasswordStep();
  store.setPassword('short');
  store.setRepeatPassword('other');
  await store.submitNewPassword();
  expect({ password: store.password.error, repeat: store.repeatPassword.error, calls: server.calls('POST', '/auth/setPasswordReset').length }).toEqual({
    password: 'PASSWORD_TOO_SHORT',
    repeat: 'PASSWORD_REPEAT_MISMATCH',
    calls: 0,
  });
});

it('can let the server make up and mail a password', async () => {
  const { server, store } = await atPasswordStep();
  server.on('POST', '/auth/setPasswordReset', ok);
  await store.submitNewPassword({ generate: true });
  expect({ step: store.step, body: server.calls('POST', '/auth/setPasswordReset')[0]?.body }).toEqual({
    step: 'done',
    body: { email: 'player@example.com', resetCode: '123456' },
  });
});

it('a second submit while one runs sends nothing', async () => {
  const { server, store } = setup();
  const gate = deferred<HttpReply>();
  server.on('POST', '/auth/reset', () => gate.promise);
  store.setEmail('player@example.com');
  const first = store.requestCode('captcha');
  const second = store.requestCode('captcha');
  const pending = store.pending;
  gate.resolve(ok);
  await Promise.all([first, second]);
  expect({ pending, calls: server.requests.length, after: store.pending }).toEqual({ pending: true, calls: 1, after: false });
});

it('restart goes back to the first step and keeps the e-mail', async () => {
  const { store } = await atPasswordStep();
  store.restart();
  expect({ step: store.step, email: store.email.value, code: store.code.value }).toEqual({ step: 'request', email: ' player@example.com ', code: '' });
});
