import { endpoints, type Locale } from '@chameleon/contract';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { translator } from '../src/messages';
import { OUTBOX_TEXT_NOT_KEPT, smtpTransport } from '../src/services/mailer';
import { bearer, captchaToken, createHarness, expectError, registerUser, SETUP_TIMEOUT, type Harness } from './support/harness';

// scrypt and a WASM database on a machine shared by many jobs: Jest's 5 s default is too tight.
jest.setTimeout(60_000);

// The mail path as in production: nodemailer, built from an SMTP URL by the same smtpTransport
// the server uses for SMTP_URL, talks SMTP to a server in this process; mailparser reads each
// mail as a client would.

// As the test harness configures MAIL_FROM: Chameleon <test@chameleon.local>.
interface Received {
  raw: string;
  mail: ParsedMail;
}
const received: Received[] = [];

const server = new SMTPServer({
  authOptional: true,
  // Plain SMTP on loopback: no certificate to make for a test.
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      simpleParser(raw)
        .then((mail) => {
          received.push({ raw, mail });
          callback();
        })
        .catch(callback);
    });
  },
});

let h: Harness;
let down: Harness;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  h = await createHarness({ transport: smtpTransport(`smtp://127.0.0.1:${port}`) });
  // Nothing listens on port 9 (discard) of loopback in the test machines: the connection is refused.
  down = await createHarness({ transport: smtpTransport('smtp://127.0.0.1:9?connectionTimeout=2000') });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await Promise.all([h.close(), down.close()]);
  await new Promise<void>((resolve) => server.close(() => resolve()));
}, SETUP_TIMEOUT);

const post = (harness: Harness, url: string, payload: object, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'POST', url, payload, headers });

/** The newest mail to `to`. */
function lastTo(to: string): Received {
  const found = received.filter(({ mail }) => mail.to !== undefined && JSON.stringify(mail.to).toLowerCase().includes(to.toLowerCase())).at(-1);
  if (found === undefined) throw new Error(`no mail to ${to}`);
  return found;
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));

/** What every mail must be, whatever it says. */
function expectWellFormed({ raw, mail }: Received, locale: Locale, subjectKey: string) {
  expect(mail.headers.get('content-type')).toMatchObject({ value: 'multipart/alternative' });
  expect(mail.text?.trim()).toBeTruthy();
  expect(typeof mail.html === 'string' && mail.html.includes('<html')).toBe(true);
  expect(mail.subject).toBe(translator(locale, 'mail')(subjectKey));
  // A subject beyond ASCII travels as RFC 2047 encoded words, never raw 8-bit.
  if (/[^\x20-\x7e]/.test(mail.subject ?? '')) expect(raw).toMatch(/^Subject: =\?UTF-8\?[QB]\?/im);
  else expect(raw).toMatch(/^Subject: [\x20-\x7e]+$/im);
  expect(mail.messageId).toMatch(/^<[^@\s]+@[^>\s]+>$/);
  expect(mail.date?.getTime()).toBeGreaterThan(Date.now() - 60_000);
  expect(mail.headers.get('content-language')).toBe(locale);
  expect(raw).not.toContain('\u0000');
  expect(mail.from?.value).toEqual([{ name: 'Chameleon', address: 'test@chameleon.local' }]);
}

it.each(['de', 'fr', 'ru'] as const)('%s: the reset code and the new password arrive well formed, with neither in any link', async (locale) => {
  const user = await registerUser(h.app);
  const language = { 'accept-language': locale };
  expect((await post(h, endpoints.reset.path, { email: user.email, recaptchaToken: captchaToken }, language)).statusCode).toBe(200);
  const resetMail = lastTo(user.email);
  expectWellFormed(resetMail, locale, 'resetCode.subject');
  const code = /\b(\d{6})\b/.exec(resetMail.mail.text ?? '')?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  expect(resetMail.mail.html).toContain(code);
  const links = hrefs(String(resetMail.mail.html));
  // The button opens the code step for this address; the code is typed, never carried.
  expect(links).toContain(new URL(`${locale === 'ru' ? '' : `/${locale}`}/auth/restore-password/#email=${encodeURIComponent(user.email)}`, h.ctx.settings.siteUrl).toString());
  expect(links.filter((link) => link.includes(code))).toEqual([]);

  expect((await post(h, endpoints.setPasswordReset.path, { email: user.email, resetCode: code }, language)).statusCode).toBe(200);
  const passwordMail = lastTo(user.email);
  expectWellFormed(passwordMail, locale, 'newPassword.subject');
  const password = /([a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4})/.exec(passwordMail.mail.text ?? '')?.[1] ?? '';
  expect(password).not.toBe('');
  expect(passwordMail.mail.text).toContain(user.login);
  expect(hrefs(String(passwordMail.mail.html)).filter((link) => link.includes(password) || link.includes(code))).toEqual([]);

  // With SMTP the outbox is a log: it keeps neither part of either mail.
  const rows = await h.ctx.db.query<{ body: string; html: string | null }>(`select body, html from mail_outbox where lower(to_address) = lower($1)`, [user.email]);
  expect(rows).toEqual([
    { body: OUTBOX_TEXT_NOT_KEPT, html: null },
    { body: OUTBOX_TEXT_NOT_KEPT, html: null },
  ]);
});

it('the address-change mails carry their one-time link in the fragment, as button and as text', async () => {
  const user = await registerUser(h.app);
  const wanted = `new_${user.email}`;
  const language = { 'accept-language': 'es' };
  expect((await post(h, endpoints.changeEmail.path, { email: wanted }, { ...bearer(user.token), ...language })).statusCode).toBe(200);
  const confirm = lastTo(wanted);
  expectWellFormed(confirm, 'es', 'emailConfirm.subject');
  const token = /#confirm=([\w-]+)/.exec(confirm.mail.text ?? '')?.[1] ?? '';
  expect(hrefs(String(confirm.mail.html))).toContain(new URL(`/es/auth/email-change/#confirm=${token}`, h.ctx.settings.siteUrl).toString());

  expect((await post(h, endpoints.confirmEmailChange.path, { token }, language)).statusCode).toBe(200);
  const changed = lastTo(user.email);
  expectWellFormed(changed, 'es', 'emailChanged.subject');
  const undo = /#undo=([\w-]+)/.exec(changed.mail.text ?? '')?.[1] ?? '';
  expect(undo).not.toBe('');
  expect(hrefs(String(changed.mail.html))).toContain(new URL(`/es/auth/email-change/#undo=${undo}`, h.ctx.settings.siteUrl).toString());
});

it('names no code or password in any link of any mail it received', () => {
  expect(received.length).toBeGreaterThanOrEqual(8);
  for (const { mail } of received) {
    for (const link of hrefs(String(mail.html))) {
      const url = new URL(link);
      // Only the address-change page's one-time tokens ride in a URL, and only in its fragment.
      expect(url.search).toBe('');
      if (url.hash !== '') expect(url.hash).toMatch(/^#(confirm|undo)=[\w-]+$|^#email=[^&]+$/);
    }
  }
});

it('answers EMAIL_SEND_FAILED when the SMTP server cannot be reached', async () => {
  const user = await registerUser(down.app);
  expectError(await post(down, endpoints.reset.path, { email: user.email, recaptchaToken: captchaToken }), 503, 'EMAIL_SEND_FAILED');
  const [row] = await down.ctx.db.query<{ error: string | null; body: string }>(`select error, body from mail_outbox where lower(to_address) = lower($1)`, [user.email]);
  expect(row?.body).toBe(OUTBOX_TEXT_NOT_KEPT);
  expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
});
