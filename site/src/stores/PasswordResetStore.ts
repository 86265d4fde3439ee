import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../transport/ApiClient';
import type { ApiFailure } from '../transport/apiResult';
import { done, refused, type Result } from './result';
import { SingleFlight } from './singleFlight';

/** request: enter the e-mail; code: enter the mailed code; password: choose one; done: finished. */
export const passwordResetSteps = ['request', 'code', 'password', 'done'] as const;
export type PasswordResetStep = (typeof passwordResetSteps)[number];

type ResetApi = Pick<ApiClient, 'resetPassword' | 'validateResetCode' | 'setPasswordReset'>;

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
  private readonly inFlight = new SingleFlight<'step', Result>();

  constructor(private readonly api: ResetApi) {
    makeAutoObservable<PasswordResetStore, 'api' | 'inFlight'>(this, { api: false, inFlight: false }, { autoBind: true });
  }

  /** Back to the first step, e.g. to ask for a new code; the e-mail is kept. */
  restart(): void {
    this.step = 'request';
    this.code = '';
  }

  /** A fresh start; `email` is the signed-in user's own (settings), or none. */
  reset(email = ''): void {
    this.restart();
    this.email = email;
  }

  /** The reset mail's button: the code already went to `email`, so the flow opens at the code step. */
  enterMailedCode(email: string): void {
    this.reset(email);
    this.step = 'code';
  }

  /** Step 1: mails a code to the e-mail (the captcha token comes from the form's captcha). */
  requestCode(body: { email: string; recaptchaToken: string }): Promise<Result> {
    return this.send(
      () => this.api.resetPassword(body),
      () => {
        this.email = body.email;
        this.step = 'code';
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
      () => {
        this.step = 'done';
      },
    );
  }

  /** A second submit while one runs sends nothing and shares its outcome. */
  private send(call: () => Promise<{ status: true } | ApiFailure>, succeeded: () => void): Promise<Result> {
    return this.inFlight.run('step', async () => {
      const reply = await call();
      if (reply.status !== true) return refused(reply);
      runInAction(succeeded);
      return done;
    });
  }
}
