import type { $ZodType } from 'zod/v4/core';
import { changePasswordFormSchema, emailFormSchema, readForm, resetCodeFormSchema, signInFormSchema, signUpFormSchema, type FormValues } from './index';

function formErrors<S extends $ZodType>(schema: S, values: FormValues<S>) {
  const form = readForm(schema, values);
  return form.ok ? {} : form.errors;
}

describe('form rules', () => {
  it('accepts a complete sign-up', () => {
    expect(formErrors(signUpFormSchema, { login: 'player', email: 'p@example.com', password: 'password', repeatPassword: 'password' })).toEqual({});
  });

  it('names each invalid sign-up field with its code', () => {
    expect(formErrors(signUpFormSchema, { login: '  ', email: 'nope', password: 'short', repeatPassword: 'short' })).toEqual({
      login: 'FIELD_REQUIRED',
      email: 'INVALID_EMAIL',
      password: 'PASSWORD_TOO_SHORT',
    });
  });

  it('puts a differing repeat on the repeat field', () => {
    expect(formErrors(signUpFormSchema, { login: 'player', email: 'p@example.com', password: 'password', repeatPassword: 'passwort' })).toEqual({
      repeatPassword: 'PASSWORD_REPEAT_MISMATCH',
    });
  });

  it('checks the repeat of a password change against the new password', () => {
    expect(formErrors(changePasswordFormSchema, { oldPassword: 'old', newPassword: 'new-password', repeatPassword: 'new-password' })).toEqual({});
    expect(formErrors(changePasswordFormSchema, { oldPassword: 'old', newPassword: 'new-password', repeatPassword: 'old' })).toEqual({
      repeatPassword: 'PASSWORD_REPEAT_MISMATCH',
    });
  });

  // Empty is its own message: not "incorrect" for a password, not the sign-up rules for a login.
  it('needs both sign-in fields, and says an empty one is empty', () => {
    expect(formErrors(signInFormSchema, { login: '', password: '' })).toEqual({ login: 'FIELD_REQUIRED', password: 'FIELD_REQUIRED' });
    expect(formErrors(changePasswordFormSchema, { oldPassword: '', newPassword: '', repeatPassword: '' })).toEqual({ oldPassword: 'FIELD_REQUIRED', newPassword: 'FIELD_REQUIRED' });
    expect(formErrors(emailFormSchema, { email: ' ' })).toEqual({ email: 'FIELD_REQUIRED' });
  });

  it('takes a password of spaces as typed: it is not an empty field', () => {
    expect(formErrors(signInFormSchema, { login: 'player', password: '        ' })).toEqual({});
  });

  it('refuses an e-mail without a domain', () => {
    expect(formErrors(emailFormSchema, { email: 'someone@' })).toEqual({ email: 'INVALID_EMAIL' });
  });

  it('wants a reset code, and leaves its format to the server', () => {
    expect(formErrors(resetCodeFormSchema, { email: 'p@example.com', code: ' ' })).toEqual({ code: 'FIELD_REQUIRED' });
    expect(formErrors(resetCodeFormSchema, { email: 'p@example.com', code: 'AB-12' })).toEqual({});
  });

  it('hands back the values as the contract reads them: login, e-mail and code trimmed, passwords as typed', () => {
    expect(readForm(signUpFormSchema, { login: ' player ', email: ' p@example.com ', password: ' password ', repeatPassword: ' password ' })).toEqual({
      ok: true,
      values: { login: 'player', email: 'p@example.com', password: ' password ', repeatPassword: ' password ' },
    });
    expect(readForm(resetCodeFormSchema, { email: 'p@example.com', code: ' 123456 ' })).toEqual({ ok: true, values: { email: 'p@example.com', code: '123456' } });
  });

  it('holds no length cap on passwords, and sign-in takes any username as typed (the server judges it)', () => {
    expect(formErrors(signUpFormSchema, { login: 'player', email: 'p@example.com', password: 'x'.repeat(200), repeatPassword: 'x'.repeat(200) })).toEqual({});
    expect(formErrors(signInFormSchema, { login: 'я', password: 'p' })).toEqual({});
  });
});

describe('the username', () => {
  it('sign-up holds the rule its hint states: 3–32 Latin letters, digits, dots, hyphens, underscores', () => {
    const errors = (login: string) => (formErrors(signUpFormSchema, { login, email: 'p@example.com', password: 'password', repeatPassword: 'password' }) as { login?: string }).login;
    expect([errors('ab'), errors('a'.repeat(33)), errors('игрок'), errors('pl ayer'), errors('pl.ay-er_1')]).toEqual([
      'INVALID_LOGIN',
      'INVALID_LOGIN',
      'INVALID_LOGIN',
      'INVALID_LOGIN',
      undefined,
    ]);
  });

  it('sign-in tells an e-mail address apart from a wrong username, before anything is sent', () => {
    expect(formErrors(signInFormSchema, { login: 'player@example.com', password: 'password' })).toEqual({ login: 'LOGIN_IS_EMAIL' });
    expect(formErrors(signInFormSchema, { login: 'ab', password: 'password' })).toEqual({});
  });
});
