import * as z from 'zod/mini';
import { CONFIRMATION_BOTS, LOGIN_PATTERN, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';

// Each field reports its failure as an error code from the catalogue, so the API can
// answer with the code and the site can translate it; the same fields build the forms.
// Checks run in the order given: `z.trim()` rewrites the value before the checks after it.

export const loginField = z
  .string({ error: 'INVALID_LOGIN' })
  .check(z.trim(), z.regex(LOGIN_PATTERN, { error: 'INVALID_LOGIN' }));

/** Signing in accepts whatever was registered, so only presence and size are checked. */
export const signInLoginField = z
  .string({ error: 'INVALID_LOGIN' })
  .check(z.trim(), z.minLength(1, { error: 'INVALID_LOGIN' }), z.maxLength(64, { error: 'INVALID_LOGIN' }));

export const emailField = z.pipe(
  z.string({ error: 'INVALID_EMAIL' }).check(z.trim(), z.maxLength(254, { error: 'INVALID_EMAIL' })),
  z.email({ error: 'INVALID_EMAIL' }),
);

export const newPasswordField = z
  .string({ error: 'PASSWORD_TOO_SHORT' })
  .check(
    z.minLength(MIN_PASSWORD_LENGTH, { error: 'PASSWORD_TOO_SHORT' }),
    z.maxLength(MAX_PASSWORD_LENGTH, { error: 'INVALID_PASSWORD' }),
  );

export const passwordField = z
  .string({ error: 'INVALID_PASSWORD' })
  .check(z.minLength(1, { error: 'INVALID_PASSWORD' }), z.maxLength(MAX_PASSWORD_LENGTH, { error: 'INVALID_PASSWORD' }));

export const recaptchaTokenField = z
  .string({ error: 'INVALID_CAPTCHA' })
  .check(z.minLength(1, { error: 'INVALID_CAPTCHA' }), z.maxLength(4096, { error: 'INVALID_CAPTCHA' }));

/** Six digits, as mailed by POST /auth/reset. */
export const resetCodeField = z.string({ error: 'INVALID_CODE' }).check(z.trim(), z.regex(/^\d{6}$/, { error: 'INVALID_CODE' }));

/** Eight letters and digits, shown on the confirmation page and sent to a bot. */
export const confirmationCodeField = z
  .string({ error: 'INVALID_CODE' })
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{8}$/, { error: 'INVALID_CODE' }));

export const confirmationBotField = z.enum(CONFIRMATION_BOTS);

/** A code that links a bot chat to an account: 10 characters, so it is never read as a confirmation code. */
export const botLinkCodeField = z
  .string({ error: 'INVALID_CODE' })
  .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z0-9]{10}$/, { error: 'INVALID_CODE' }));

/** A same-site path such as `/en/profile/subscription` (never `//host` or a full URL). */
export const sitePathField = z.string().check(z.maxLength(512), z.regex(/^\/(?![/\\])[^\s]*$/));
