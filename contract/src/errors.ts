import * as z from 'zod/mini';

/** The auth error catalogue of spec section 8; the site translates these in `errors.auth`. */
export const AUTH_ERROR_CODES = [
  'INVALID_LOGIN',
  'INVALID_PASSWORD',
  'INVALID_CREDENTIALS',
  'TO_MANY_REQUESTS',
  'INVALID_EMAIL',
  'EMAIL_NOT_FOUND',
  'INVALID_CAPTCHA',
  'LOGIN_EXISTS',
  'EMAIL_EXISTS',
  'PASSWORD_REPEAT_MISMATCH',
  'INVALID_RESPONSE',
  'INVALID_CODE',
] as const;

/** Codes the API needs beyond the spec's catalogue (docs/decisions/0009-wire-replies.md). */
export const API_ERROR_CODES = [
  'PASSWORD_TOO_SHORT',
  'INVALID_REQUEST',
  'UNAUTHORIZED',
  'NOT_FOUND',
  'EMAIL_SEND_FAILED',
  'SUBSCRIPTION_NOT_FOUND',
  'SUBSCRIPTION_EXPIRED',
  'SUBSCRIPTION_FROZEN',
  'SUBSCRIPTION_NOT_FROZEN',
  'FREEZE_COOLDOWN',
  'PRODUCT_NOT_FOUND',
  'PAYMENT_NOT_FOUND',
  'PAYMENT_UNAVAILABLE',
  'SSO_REQUEST_NOT_FOUND',
  'EMAIL_LINK_INVALID',
  'SESSION_NOT_FOUND',
  'SSO_REQUEST_REFUSED',
] as const;

export const ERROR_CODES = [...AUTH_ERROR_CODES, ...API_ERROR_CODES] as const;

/**
 * What only the site's forms say, before anything is sent: an empty field, an unanswered
 * captcha, an e-mail address typed where the username goes. The API never answers them (an empty value there is refused with the field's own
 * code), so they are not in the catalogue above.
 */
export const FORM_ERROR_CODES = ['FIELD_REQUIRED', 'CAPTCHA_REQUIRED', 'LOGIN_IS_EMAIL'] as const;
export type FormErrorCode = (typeof FORM_ERROR_CODES)[number];

export function isFormErrorCode(value: unknown): value is FormErrorCode {
  return (FORM_ERROR_CODES as readonly unknown[]).includes(value);
}

export const authErrorCodeSchema = z.enum(AUTH_ERROR_CODES);
export const errorCodeSchema = z.enum(ERROR_CODES);
export type AuthErrorCode = z.infer<typeof authErrorCodeSchema>;
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return errorCodeSchema.safeParse(value).success;
}

/** The HTTP status the API answers each code with: 4xx for the caller's mistakes, 5xx for its own. */
export const ERROR_HTTP_STATUS: Record<ErrorCode, number> = {
  INVALID_LOGIN: 400,
  INVALID_PASSWORD: 400,
  INVALID_CREDENTIALS: 401,
  TO_MANY_REQUESTS: 429,
  INVALID_EMAIL: 400,
  EMAIL_NOT_FOUND: 404,
  INVALID_CAPTCHA: 400,
  LOGIN_EXISTS: 409,
  EMAIL_EXISTS: 409,
  PASSWORD_REPEAT_MISMATCH: 400,
  INVALID_RESPONSE: 500,
  INVALID_CODE: 400,
  PASSWORD_TOO_SHORT: 400,
  INVALID_REQUEST: 400,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  EMAIL_SEND_FAILED: 503,
  SUBSCRIPTION_NOT_FOUND: 404,
  SUBSCRIPTION_EXPIRED: 409,
  SUBSCRIPTION_FROZEN: 409,
  SUBSCRIPTION_NOT_FROZEN: 409,
  FREEZE_COOLDOWN: 409,
  PRODUCT_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  PAYMENT_UNAVAILABLE: 503,
  SSO_REQUEST_NOT_FOUND: 404,
  EMAIL_LINK_INVALID: 400,
  SESSION_NOT_FOUND: 404,
  SSO_REQUEST_REFUSED: 410,
};

/** Every failed call of the API answers with this body (and the status above). */
export const errorReplySchema = z.object({
  status: z.literal(false),
  message: errorCodeSchema,
});
export type ErrorReply = z.infer<typeof errorReplySchema>;
