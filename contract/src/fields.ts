import { z } from 'zod';
import { CONFIRMATION_BOTS, LOGIN_PATTERN, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';

// Each field reports its failure as an error code from the catalogue, so the API can
// answer with the code and the site can translate it; the same fields build the forms.

export const loginField = z
  .string({ error: 'INVALID_LOGIN' })
  .trim()
  .regex(LOGIN_PATTERN, { error: 'INVALID_LOGIN' });

/** Signing in accepts whatever was registered, so only presence and size are checked. */
export const signInLoginField = z
  .string({ error: 'INVALID_LOGIN' })
  .trim()
  .min(1, { error: 'INVALID_LOGIN' })
  .max(64, { error: 'INVALID_LOGIN' });

export const emailField = z
  .string({ error: 'INVALID_EMAIL' })
  .trim()
  .max(254, { error: 'INVALID_EMAIL' })
  .pipe(z.email({ error: 'INVALID_EMAIL' }));

export const newPasswordField = z
  .string({ error: 'PASSWORD_TOO_SHORT' })
  .min(MIN_PASSWORD_LENGTH, { error: 'PASSWORD_TOO_SHORT' })
  .max(MAX_PASSWORD_LENGTH, { error: 'INVALID_PASSWORD' });

export const passwordField = z
  .string({ error: 'INVALID_PASSWORD' })
  .min(1, { error: 'INVALID_PASSWORD' })
  .max(MAX_PASSWORD_LENGTH, { error: 'INVALID_PASSWORD' });

export const recaptchaTokenField = z
  .string({ error: 'INVALID_CAPTCHA' })
  .min(1, { error: 'INVALID_CAPTCHA' })
  .max(4096, { error: 'INVALID_CAPTCHA' });

/** Six digits, as mailed by POST /auth/reset. */
export const resetCodeField = z
  .string({ error: 'INVALID_CODE' })
  .trim()
  .regex(/^\d{6}$/, { error: 'INVALID_CODE' });

/** Eight letters and digits, shown on the confirmation page and sent to a bot. */
export const confirmationCodeField = z
  .string({ error: 'INVALID_CODE' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{8}$/, { error: 'INVALID_CODE' });

export const confirmationBotField = z.enum(CONFIRMATION_BOTS);

/** A same-site path such as `/en/profile/subscription` (never `//host` or a full URL). */
export const sitePathField = z
  .string()
  .max(512)
  .regex(/^\/(?![/\\])[^\s]*$/);
