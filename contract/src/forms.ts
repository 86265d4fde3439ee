import * as z from 'zod/mini';
import type { $ZodError, $ZodType } from 'zod/v4/core';
import { isErrorCode, isFormErrorCode, type ErrorCode, type FormErrorCode } from './errors';
import { LOGIN_PATTERN } from './constants';
import { email, newPassword, password, required } from './spec/formFields';

// Form rules of spec section 5, as the site's forms hold them (camelCase fields, a repeat
// field): required fields, a valid e-mail, new passwords of at least 8, a matching repeat; and
// the username rule sign-up states in its hint, so a short one is told before the captcha is
// spent. Anything else the server refuses is shown in place. Every issue's message is an error
// code the site translates.

const repeatMismatch = { error: 'PASSWORD_REPEAT_MISMATCH', path: ['repeatPassword'] };

/**
 * A field the user left empty is told so (FIELD_REQUIRED, "fill in this field"), not that its
 * value is wrong: an empty password is not an "incorrect password". What was typed is then
 * judged by the field's own rule.
 */
const filled = <T extends z.ZodMiniType<unknown, string>>(field: T, { asTyped = false } = {}) =>
  z.pipe(
    z.string({ error: 'FIELD_REQUIRED' }).check(z.refine((value) => (asTyped ? value : value.trim()) !== '', { error: 'FIELD_REQUIRED' })),
    field,
  );

const login = filled(required('INVALID_LOGIN'));
/** Usernames hold no `@`: one that does is an e-mail address, which sign-in does not take. */
const signInLogin = z.pipe(login, z.string().check(z.refine((value) => !value.includes('@'), { error: 'LOGIN_IS_EMAIL' })));
const newLogin = z.pipe(login, z.string().check(z.regex(LOGIN_PATTERN, { error: 'INVALID_LOGIN' })));
const filledEmail = filled(email);
// Passwords are taken as typed: eight spaces are a password, not an empty field.
const filledPassword = filled(password, { asTyped: true });
const filledNewPassword = filled(newPassword, { asTyped: true });

export const signInFormSchema = z.object({ login: signInLogin, password: filledPassword });

export const signUpFormSchema = z
  .object({ login: newLogin, email: filledEmail, password: filledNewPassword, repeatPassword: z.string() })
  .check(z.refine((form) => form.repeatPassword === form.password, repeatMismatch));

export const changePasswordFormSchema = z
  .object({ oldPassword: filledPassword, newPassword: filledNewPassword, repeatPassword: z.string() })
  .check(z.refine((form) => form.repeatPassword === form.newPassword, repeatMismatch));

export const emailFormSchema = z.object({ email: filledEmail });

/** The launcher's sign-in code, typed by the user (decisions/0023-launcher-sso.md); the server judges it. */
export const ssoCodeFormSchema = z.object({ userCode: filled(required('INVALID_CODE')) });

export const resetCodeFormSchema = z.object({ email, code: filled(required('INVALID_CODE')) });

export const newPasswordFormSchema = z
  .object({ password: filledNewPassword, repeatPassword: z.string() })
  .check(z.refine((form) => form.repeatPassword === form.password, repeatMismatch));

export type SignInForm = z.infer<typeof signInFormSchema>;
export type SignUpForm = z.infer<typeof signUpFormSchema>;
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;
export type EmailForm = z.infer<typeof emailFormSchema>;
export type ResetCodeForm = z.infer<typeof resetCodeFormSchema>;
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** The fields of a form schema. */
export type FormField<S extends $ZodType> = keyof z.input<S> & string;

/** The values of a form schema, as typed (strings, untrimmed). */
export type FormValues<S extends $ZodType> = z.input<S>;

/** A form read by its rules: the values as the contract reads them (trimmed), or the first error code of each invalid field. */
export type ReadForm<S extends $ZodType> =
  | { ok: true; values: z.output<S> }
  | { ok: false; errors: Partial<Record<FormField<S>, ErrorCode | FormErrorCode>> };

export function readForm<S extends $ZodType>(schema: S, values: FormValues<S>): ReadForm<S> {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, values: result.data };
  const errors: Partial<Record<string, ErrorCode | FormErrorCode>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    const code = issue.message;
    if (errors[field] === undefined) errors[field] = isErrorCode(code) || isFormErrorCode(code) ? code : 'INVALID_REQUEST';
  }
  return { ok: false, errors };
}

/** The code a request body fails with: its first issue's code, or INVALID_REQUEST. */
export function firstErrorCode(error: $ZodError): ErrorCode {
  const message = error.issues[0]?.message;
  return isErrorCode(message) ? message : 'INVALID_REQUEST';
}
