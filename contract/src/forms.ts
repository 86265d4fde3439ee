import * as z from 'zod/mini';
import type { $ZodError, $ZodType } from 'zod/v4/core';
import { isErrorCode, type ErrorCode } from './errors';
import { email, newPassword, password, required } from './spec/formFields';

// Form rules of spec section 5, as the site's forms hold them (camelCase fields, a repeat
// field): required fields, a valid e-mail, new passwords of at least 8, a matching repeat.
// Nothing stricter: the server refuses what it must, and the site shows its refusal in place.
// Every issue's message is an error code the site translates.

const repeatMismatch = { error: 'PASSWORD_REPEAT_MISMATCH', path: ['repeatPassword'] };
const login = required('INVALID_LOGIN');

export const signInFormSchema = z.object({ login, password });

export const signUpFormSchema = z
  .object({ login, email, password: newPassword, repeatPassword: z.string() })
  .check(z.refine((form) => form.repeatPassword === form.password, repeatMismatch));

export const changePasswordFormSchema = z
  .object({ oldPassword: password, newPassword, repeatPassword: z.string() })
  .check(z.refine((form) => form.repeatPassword === form.newPassword, repeatMismatch));

export const emailFormSchema = z.object({ email });

/** The launcher's sign-in code, typed by the user (decisions/0900); the server judges it. */
export const ssoCodeFormSchema = z.object({ userCode: required('INVALID_CODE') });

export const resetCodeFormSchema = z.object({ email, code: required('INVALID_CODE') });

export const newPasswordFormSchema = z
  .object({ password: newPassword, repeatPassword: z.string() })
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
  | { ok: false; errors: Partial<Record<FormField<S>, ErrorCode>> };

export function readForm<S extends $ZodType>(schema: S, values: FormValues<S>): ReadForm<S> {
  const result = z.safeParse(schema, values);
  if (result.success) return { ok: true, values: result.data };
  const errors: Partial<Record<string, ErrorCode>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field] === undefined) errors[field] = isErrorCode(issue.message) ? issue.message : 'INVALID_REQUEST';
  }
  return { ok: false, errors };
}

/** The code a request body fails with: its first issue's code, or INVALID_REQUEST. */
export function firstErrorCode(error: $ZodError): ErrorCode {
  const message = error.issues[0]?.message;
  return isErrorCode(message) ? message : 'INVALID_REQUEST';
}
