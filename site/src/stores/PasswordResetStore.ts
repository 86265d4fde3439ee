import { makeAutoObservable } from 'mobx';
import { RESET_CODE_LIFETIME_MINUTES } from '@chameleon/contract/constants';
import type { TabStorage } from '../app/tabStorage';
import type { ApiClient } from '../transport/ApiClient';
import type { ApiFailure } from '../transport/apiResult';
import { Command } from './command';
import { done, refused, type Result } from './result';

/** request: enter the e-mail; code: enter the mailed code; password: choose one; done: finished. */
export const passwordResetSteps = ['request', 'code', 'password', 'done'] as const;
export type PasswordResetStep = (typeof passwordResetSteps)[number];

type ResetApi = Pick<ApiClient, 'resetPassword' | 'validateResetCode' | 'setPasswordReset'>;

/** Where the tab keeps the flow's progress across a reload. */
export const passwordResetProgressKey = 'chameleon:password-reset';

/** How long after a code was mailed another may be asked for: a second mail within it is a double press. */
export const RESEND_COOLDOWN_SECONDS = 60;

const CODE_LIFETIME_MS = RESET_CODE_LIFETIME_MINUTES * 60_000;

/** The progress a reload keeps: the step, the address and the accepted code, never a password. */
interface SavedProgress {
  step: Exclude<PasswordResetStep, 'done'>;
  email: string;
  code: string;
  /** When the last code was mailed (ms), null when the flow came from the mail. */
  sentAt: number | null;
  savedAt: number;
}

function readProgress(storage: TabStorage | null, now: number): SavedProgress | null {
  let saved: unknown;
  try {
    saved = JSON.parse(storage?.getItem(passwordResetProgressKey) ?? 'null');
  } catch {
    return null;
  }
  if (typeof saved !== 'object' || saved === null) return null;
  const { step, email, code, sentAt, savedAt } = saved as Record<string, unknown>;
  if (step !== 'request' && step !== 'code' && step !== 'password') return null;
  if (typeof email !== 'string' || typeof code !== 'string' || typeof savedAt !== 'number') return null;
  if (sentAt !== null && typeof sentAt !== 'number') return null;
  // A code lives 60 minutes: older progress would only lead to INVALID_CODE.
  if (now - savedAt > CODE_LIFETIME_MS || savedAt > now) return null;
  return { step, email, code, sentAt, savedAt };
}

/**
 * Password reset by e-mail (spec sections 3 and 5): e-mail -> code mailed to it -> new
 * password. The store is the steps and the e-mail and code they carry; each step's form (its
 * typing, its checks, its errors) is the screen's, as every form is (`useForm`).
 */
export class PasswordResetStore {
  step: PasswordResetStep = 'request';
  /** The address the code was asked for (kept when going back for another code). */
  email = '';
  /** The code the server accepted. */
  code = '';
  /** When the last code was mailed from this tab (ms since the epoch); null: not known. */
  sentAt: number | null = null;
  /** The username the new password belongs to, as the server named it: sign-in starts with it. */
  signInAs: string | null = null;
  private readonly command = new Command<'step'>();

  /**
   * `storage` keeps the progress through a reload of the tab (the step, the address, the
   * accepted code; never a password); a store made after a reload starts where it stood.
   */
  constructor(
    private readonly api: ResetApi,
    private readonly storage: TabStorage | null = null,
    private readonly now: () => number = Date.now,
  ) {
    makeAutoObservable<PasswordResetStore, 'api' | 'command' | 'storage' | 'now'>(
      this,
      { api: false, command: false, storage: false, now: false },
      { autoBind: true },
    );
    const saved = readProgress(storage, now());
    if (saved !== null) this.apply(saved);
  }

  /** Seconds until another code may be asked for (0: now). */
  resendWaitSeconds(): number {
    if (this.sentAt === null) return 0;
    return Math.max(0, Math.ceil((this.sentAt + RESEND_COOLDOWN_SECONDS * 1000 - this.now()) / 1000));
  }

  /** Back to the first step, e.g. to ask for a new code; the e-mail is kept. */
  restart(): void {
    this.step = 'request';
    this.code = '';
    this.save();
  }

  /** A fresh start; `email` is the signed-in user's own (settings), or none. */
  reset(email = ''): void {
    this.email = email;
    this.sentAt = null;
    this.signInAs = null;
    this.restart();
  }

  /**
   * The flow opens: where this tab left it (a reload) when that was for the same address
   * (`email`: the signed-in user's own in settings), else a fresh start.
   */
  resume(email?: string): void {
    const saved = readProgress(this.storage, this.now());
    if (saved !== null && (email === undefined || saved.email === email)) this.apply(saved);
    else this.reset(email);
  }

  /** The reset mail's button: the code already went to `email`, so the flow opens at the code step. */
  enterMailedCode(email: string): void {
    this.reset(email);
    this.step = 'code';
    this.save();
  }

  private apply(saved: SavedProgress): void {
    this.step = saved.step;
    this.email = saved.email;
    this.code = saved.code;
    this.sentAt = saved.sentAt;
  }

  private save(): void {
    try {
      if (this.step === 'done' || this.email === '') this.storage?.removeItem(passwordResetProgressKey);
      else {
        const progress: SavedProgress = { step: this.step, email: this.email, code: this.code, sentAt: this.sentAt, savedAt: this.now() };
        this.storage?.setItem(passwordResetProgressKey, JSON.stringify(progress));
      }
    } catch {
      // A full or refused storage costs the reload its progress, nothing else.
    }
  }

  /** Step 1: mails a code to the e-mail (the captcha token comes from the form's captcha). */
  requestCode(body: { email: string; recaptchaToken: string }): Promise<Result> {
    return this.send(
      () => this.api.resetPassword(body),
      () => {
        this.email = body.email;
        this.code = '';
        this.sentAt = this.now();
        this.step = 'code';
        this.save();
      },
    );
  }

  /** Step 2: checks the code before asking for a new password. */
  validateCode(resetCode: string): Promise<Result> {
    return this.send(
      () => this.api.validateResetCode({ email: this.email, resetCode }),
      () => {
        this.code = resetCode;
        this.step = 'password';
        this.save();
      },
    );
  }

  /**
   * Step 3: sets `password`, or, without one, lets the server make one up and mail it (the
   * "a new password was sent by e-mail" page).
   */
  setPassword(password?: string): Promise<Result> {
    const body = { email: this.email, resetCode: this.code };
    return this.send(
      () => this.api.setPasswordReset(password === undefined ? body : { ...body, password }),
      (reply) => {
        this.step = 'done';
        this.signInAs = reply.login;
        this.save();
      },
    );
  }

  /** A second submit while one runs sends nothing and shares its outcome. */
  private send<R extends { status: true }>(call: () => Promise<R | ApiFailure>, succeeded: (reply: R) => void): Promise<Result> {
    return this.command.run('step', call, (reply) => {
      if (reply.status !== true) return refused(reply);
      succeeded(reply);
      return done;
    });
  }
}
