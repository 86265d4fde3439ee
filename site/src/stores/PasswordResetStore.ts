import { firstErrorCode, formErrors, isErrorCode, newPasswordFormSchema, spec } from '@chameleon/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type * as z from 'zod/mini';
import type { ApiClient } from '../api/ApiClient';
import type { ApiFailure, ApiMessage, FailureMessage } from '../api/apiResult';
import { done, refused, type Result } from './result';
import { SingleFlight } from './singleFlight';

/** A form field: what was typed and the code of what is wrong with it (translated in `errors.auth`). */
export interface FormField {
  value: string;
  error: FailureMessage | null;
}

/** request: enter the e-mail; code: enter the mailed code; password: choose one; done: finished. */
export const passwordResetSteps = ['request', 'code', 'password', 'done'] as const;
export type PasswordResetStep = (typeof passwordResetSteps)[number];

type ResetApi = Pick<ApiClient, 'resetPassword' | 'validateResetCode' | 'setPasswordReset'>;

type FieldName = 'email' | 'code' | 'password' | 'repeatPassword';

// Which field a server code belongs to; anything else is shown for the whole form.
const fieldOfCode: Partial<Record<ApiMessage, FieldName>> = {
  INVALID_EMAIL: 'email',
  EMAIL_NOT_FOUND: 'email',
  INVALID_CODE: 'code',
  PASSWORD_TOO_SHORT: 'password',
  INVALID_PASSWORD: 'password',
  PASSWORD_REPEAT_MISMATCH: 'repeatPassword',
};

const emptyField = (): FormField => ({ value: '', error: null });

/**
 * The password-reset form (spec sections 3 and 5): e-mail -> code mailed to it -> new password.
 * Each step checks its fields with the contract's rules before calling the server.
 */
export class PasswordResetStore {
  step: PasswordResetStep = 'request';
  email: FormField = emptyField();
  code: FormField = emptyField();
  password: FormField = emptyField();
  repeatPassword: FormField = emptyField();
  /** A failure that belongs to no field (network, captcha, too many requests...). */
  formError: FailureMessage | null = null;
  pending = false;
  private readonly inFlight = new SingleFlight<'step', Result>();

  constructor(private readonly api: ResetApi) {
    makeAutoObservable<PasswordResetStore, 'api' | 'inFlight'>(this, { api: false, inFlight: false }, { autoBind: true });
  }

  setEmail(value: string): void {
    this.email = { value, error: null };
  }

  setCode(value: string): void {
    this.code = { value, error: null };
  }

  setPassword(value: string): void {
    this.password = { value, error: null };
  }

  setRepeatPassword(value: string): void {
    this.repeatPassword = { value, error: null };
  }

  /** Back to the first step, e.g. to ask for a new code; the e-mail is kept. */
  restart(): void {
    this.step = 'request';
    this.code = emptyField();
    this.password = emptyField();
    this.repeatPassword = emptyField();
    this.formError = null;
  }

  reset(): void {
    this.restart();
    this.email = emptyField();
  }

  /** Step 1: mails a code to the e-mail (the captcha token comes from the form's captcha). */
  async requestCode(recaptchaToken: string): Promise<Result> {
    const email = this.check('email', spec.email, this.email.value);
    if (email === null) return refused(this.email.error ?? 'INVALID_EMAIL');
    return this.send(() => this.api.resetPassword({ email, recaptchaToken }), 'code');
  }

  /** Step 2: checks the code before asking for a new password. */
  async validateCode(): Promise<Result> {
    const resetCode = this.check('code', spec.required('INVALID_CODE'), this.code.value);
    if (resetCode === null) return refused(this.code.error ?? 'INVALID_CODE');
    return this.send(() => this.api.validateResetCode({ email: this.email.value.trim(), resetCode }), 'password');
  }

  /**
   * Step 3: sets the typed password, or, with `{ generate: true }`, lets the server make one up
   * and mail it (the "a new password was sent by e-mail" page).
   */
  async submitNewPassword(options: { generate?: boolean } = {}): Promise<Result> {
    const resetCode = this.code.value.trim();
    const email = this.email.value.trim();
    if (options.generate === true) return this.send(() => this.api.setPasswordReset({ email, resetCode }), 'done');
    const errors = formErrors(newPasswordFormSchema, { password: this.password.value, repeatPassword: this.repeatPassword.value });
    this.password.error = errors.password ?? null;
    this.repeatPassword.error = errors.repeatPassword ?? null;
    const first = errors.password ?? errors.repeatPassword;
    if (first !== undefined) return refused(first);
    const password = this.password.value;
    return this.send(() => this.api.setPasswordReset({ email, resetCode, password }), 'done');
  }

  /** The field's value as the contract reads it (trimmed), or null with the field's error set. */
  private check<T>(field: FieldName, schema: z.ZodMiniType<T>, value: string): T | null {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    this[field].error = firstErrorCode(result.error);
    return null;
  }

  /** A second submit while one runs sends nothing and shares its outcome. */
  private send(call: () => Promise<{ status: true } | ApiFailure>, next: PasswordResetStep): Promise<Result> {
    return this.inFlight.run('step', () => this.perform(call, next));
  }

  private async perform(call: () => Promise<{ status: true } | ApiFailure>, next: PasswordResetStep): Promise<Result> {
    this.pending = true;
    this.formError = null;
    const reply = await call();
    return runInAction(() => {
      this.pending = false;
      if (reply.status !== true) {
        const field = isErrorCode(reply.message) ? fieldOfCode[reply.message] : undefined;
        if (field === undefined) this.formError = reply.message;
        else this[field].error = reply.message;
        return refused(reply.message);
      }
      this.step = next;
      return done;
    });
  }
}
