import { endpoints } from '@chameleon/contract';
import crypto from 'node:crypto';
import { OUTBOX_TEXT_NOT_KEPT, type MailTransport, type OutgoingMail } from '../src/services/mailer';
import { sha256 } from '../src/services/secrets';
import { bearer, captchaToken, expectError, harnessForFile, registerUser } from './support/harness';

// scrypt and a WASM database on a machine shared by many jobs: Jest's 5 s default is too tight.
jest.setTimeout(60_000);

// Sign-in timing, e-mail changes, reset codes at rest, the outbox under SMTP.

const h = harnessForFile();
const delivered: (OutgoingMail & { from: string })[] = [];
const transport: MailTransport = async (mail) => {
  delivered.push(mail);
};
const smtp = harnessForFile({ transport });

describe('an unknown login costs the same password hashing as a known one', () => {
  afterEach(() => jest.restoreAllMocks());

  it('runs scrypt once with the same cost for an unknown login and for a wrong password', async () => {
    const user = await registerUser(h.app);
    const scrypt = jest.spyOn(crypto, 'scrypt');
    const costs = async (login: string) => {
      scrypt.mockClear();
      const response = await h.app.inject({ method: 'POST', url: endpoints.login.path, payload: { login, password: 'wrong-password-1', recaptchaToken: captchaToken } });
      expectError(response, 401, 'INVALID_CREDENTIALS');
      return scrypt.mock.calls.map((call) => (call[3] as crypto.ScryptOptions).N);
    };
    const known = await costs(user.login);
    // The first unknown login also makes the stand-in hash (once per process); the next ones are the steady cost.
    await costs(`ghost_${user.login}`);
    const unknown = await costs(`ghost_${user.login}`);
    expect({ known, unknown }).toEqual({ known: [16384], unknown: [16384] });
  });
});

describe('changing the e-mail address', () => {
  it('tells the old address once the change is confirmed, naming the new one', async () => {
    const user = await registerUser(h.app);
    const language = { 'accept-language': 'en' };
    const changed = await h.app.inject({ method: 'POST', url: endpoints.changeEmail.path, headers: { ...bearer(user.token), ...language }, payload: { email: `new_${user.email}` } });
    expect(changed.statusCode).toBe(200);
    expect(await h.ctx.mailer.list(user.email)).toEqual([]);
    const token = /#confirm=([\w-]+)/.exec((await h.ctx.mailer.list(`new_${user.email}`))[0]?.text ?? '')?.[1] ?? '';
    await h.app.inject({ method: 'POST', url: endpoints.confirmEmailChange.path, headers: language, payload: { token } });
    const [mail] = await h.ctx.mailer.list(user.email);
    expect(mail?.subject).toBe('Chameleon: your email address was changed');
    expect(mail?.text).toContain(`new_${user.email}`);
  });

  it('sends nothing when the address stays the same', async () => {
    const user = await registerUser(h.app);
    await h.app.inject({ method: 'POST', url: endpoints.changeEmail.path, headers: bearer(user.token), payload: { email: user.email.toUpperCase() } });
    expect(await h.ctx.mailer.list(user.email)).toEqual([]);
  });
});

describe('reset codes at rest', () => {
  it('are stored as a keyed hash, not a plain hash a table leak could reverse', async () => {
    const user = await registerUser(h.app);
    await h.app.inject({ method: 'POST', url: endpoints.reset.path, payload: { email: user.email, recaptchaToken: captchaToken } });
    const [mail] = await h.ctx.mailer.list(user.email);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    const [row] = await h.ctx.db.query<{ code_hash: string }>(
      `select code_hash from reset_codes r join users u on u.id = r.user_id where u.email = $1 order by r.id desc limit 1`,
      [user.email],
    );
    expect(code).toMatch(/^\d{6}$/);
    expect(row?.code_hash).not.toBe(sha256(code));
    expect(row?.code_hash).not.toContain(code);
    // And the code still works.
    const valid = await h.app.inject({ method: 'POST', url: endpoints.validateResetCode.path, payload: { email: user.email, resetCode: code } });
    expect(valid.statusCode).toBe(200);
  });
});

describe('the outbox once SMTP is configured', () => {
  it('delivers the reset code and the generated password, and keeps neither in clear text', async () => {
    const user = await registerUser(smtp.app);
    await smtp.app.inject({ method: 'POST', url: endpoints.reset.path, payload: { email: user.email, recaptchaToken: captchaToken } });
    const code = /\b(\d{6})\b/.exec(delivered.at(-1)?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const reset = await smtp.app.inject({ method: 'POST', url: endpoints.setPasswordReset.path, payload: { email: user.email, resetCode: code } });
    expect(reset.statusCode).toBe(200);
    const password = /: ([a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4})/.exec(delivered.at(-1)?.text ?? '')?.[1] ?? '';
    expect(password).not.toBe('');
    const rows = await smtp.ctx.db.query<{ body: string }>(`select body from mail_outbox where lower(to_address) = lower($1)`, [user.email]);
    expect(rows.map((row) => row.body)).toEqual([OUTBOX_TEXT_NOT_KEPT, OUTBOX_TEXT_NOT_KEPT]);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(password);
  });
});
