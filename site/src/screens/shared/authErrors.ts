import type { ApiMessage } from '../../api/apiResult';

/**
 * The `errors.auth` key for every message a call can end with. Written out (not derived) so
 * the catalogue check sees every key as a literal, and a full record, so a code added to the
 * contract does not compile until it has its text.
 */
const errorKeys: Record<ApiMessage, string> = {
  INVALID_LOGIN: 'INVALID_LOGIN',
  INVALID_PASSWORD: 'INVALID_PASSWORD',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  TO_MANY_REQUESTS: 'TO_MANY_REQUESTS',
  INVALID_EMAIL: 'INVALID_EMAIL',
  EMAIL_NOT_FOUND: 'EMAIL_NOT_FOUND',
  INVALID_CAPTCHA: 'INVALID_CAPTCHA',
  LOGIN_EXISTS: 'LOGIN_EXISTS',
  EMAIL_EXISTS: 'EMAIL_EXISTS',
  PASSWORD_REPEAT_MISMATCH: 'PASSWORD_REPEAT_MISMATCH',
  INVALID_RESPONSE: 'INVALID_RESPONSE',
  INVALID_CODE: 'INVALID_CODE',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  INVALID_REQUEST: 'INVALID_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  NOT_FOUND: 'NOT_FOUND',
  EMAIL_SEND_FAILED: 'EMAIL_SEND_FAILED',
  SUBSCRIPTION_NOT_FOUND: 'SUBSCRIPTION_NOT_FOUND',
  SUBSCRIPTION_EXPIRED: 'SUBSCRIPTION_EXPIRED',
  SUBSCRIPTION_FROZEN: 'SUBSCRIPTION_FROZEN',
  SUBSCRIPTION_NOT_FROZEN: 'SUBSCRIPTION_NOT_FROZEN',
  FREEZE_COOLDOWN: 'FREEZE_COOLDOWN',
  PRODUCT_NOT_FOUND: 'PRODUCT_NOT_FOUND',
  PAYMENT_NOT_FOUND: 'PAYMENT_NOT_FOUND',
  PAYMENT_UNAVAILABLE: 'PAYMENT_UNAVAILABLE',
  SSO_REQUEST_NOT_FOUND: 'SSO_REQUEST_NOT_FOUND',
  NETWORK_ERROR: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
};

/** Anything that is not a known code (it should not happen: the client normalises replies) reads as a server error. */
export function authErrorKey(message: string): string {
  return Object.hasOwn(errorKeys, message) ? errorKeys[message as ApiMessage] : 'INVALID_RESPONSE';
}

/** Which field of a form a code concerns; codes not listed belong to the whole form. */
export type ErrorPlacement<F extends string> = Partial<Record<ApiMessage, F>>;

export interface PlacedError<F extends string> {
  field: F | null;
  /** Key in `errors.auth`. */
  key: string;
}

export function placeError<F extends string>(message: string, placement: ErrorPlacement<F>): PlacedError<F> {
  return { field: placement[message as ApiMessage] ?? null, key: authErrorKey(message) };
}
