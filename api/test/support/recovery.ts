import { endpoints } from '@chameleon/contract';
import type { FastifyInstance } from 'fastify';
import { bearer, captchaToken, harnessForFile, type Harness, type TestUser } from './harness';

// The recovery suites' harness: the app with a small per-account limit (the device cookie's
// cases need one), and what the development mailbox holds for an address: the mails (newest
// first), the token of a mailed link, a mailed reset code.

/** Sign-in attempts per account in the recovery suites. */
export const ACCOUNT_LIMIT = 5;

export interface MailboxMail {
  subject: string;
  text: string;
}

async function mailsTo(app: FastifyInstance, email: string): Promise<MailboxMail[]> {
  const response = await app.inject({ method: 'GET', url: `/dev/mailbox?format=json&to=${encodeURIComponent(email)}` });
  return response.json<{ mails: MailboxMail[] }>().mails;
}

async function linksTo(app: FastifyInstance, email: string, kind: 'confirm' | 'undo'): Promise<string[]> {
  const found: string[] = [];
  for (const mail of await mailsTo(app, email)) {
    const match = new RegExp(`/auth/email-change/#${kind}=([\\w-]+)`).exec(mail.text);
    if (match?.[1] !== undefined) found.push(match[1]);
  }
  return found;
}

export function recoveryHarnessForFile() {
  const h: Harness = harnessForFile({ settings: { authRateLimit: 1000, accountRateLimit: ACCOUNT_LIMIT } });
  const post = (url: string, payload: object | undefined, headers: Record<string, string> = {}, remoteAddress?: string) =>
    h.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }), ...(remoteAddress === undefined ? {} : { remoteAddress }) });
  return {
    h,
    post,
    changeEmail: (user: TestUser, email: string, language = 'en') =>
      post(endpoints.changeEmail.path, { email }, { ...bearer(user.token), 'accept-language': language }),
    mainData: (token: string) => h.app.inject({ method: 'GET', url: endpoints.frontendData.path, headers: bearer(token) }),
    signIn: (login: string, password: string, extra: { cookie?: string; remoteAddress?: string } = {}) =>
      h.app.inject({
        method: 'POST',
        url: endpoints.login.path,
        payload: { login, password, recaptchaToken: captchaToken },
        headers: extra.cookie === undefined ? {} : { cookie: extra.cookie },
        ...(extra.remoteAddress === undefined ? {} : { remoteAddress: extra.remoteAddress }),
      }),
    requestReset: (email: string) => post(endpoints.reset.path, { email, recaptchaToken: captchaToken }),
    mailsTo: (email: string) => mailsTo(h.app, email),
    /** The tokens of every link of `kind` mailed to `email`, newest first. */
    linksTo: (email: string, kind: 'confirm' | 'undo') => linksTo(h.app, email, kind),
    /** The token of the newest link of `kind` mailed to `email`. */
    linkTo: async (email: string, kind: 'confirm' | 'undo') => {
      const [newest] = await linksTo(h.app, email, kind);
      if (newest === undefined) throw new Error(`no ${kind} link mailed to ${email}`);
      return newest;
    },
    /** The newest six-digit code mailed to `email`. */
    codeIn: async (email: string) => {
      for (const mail of await mailsTo(h.app, email)) {
        const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
        if (code !== undefined) return code;
      }
      throw new Error(`no code mailed to ${email}`);
    },
  };
}
