import type { ApiMessage } from '../../api/apiResult';

/**
 * The `errors.auth` key for each message a form can show. Written out (not derived) so the
 * catalogue check sees every key as a literal; a code without its own text reads as the
 * catalogue's server error.
 */
const errorKeys: Partial<Record<ApiMessage, string>> = {
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
  NETWORK_ERROR: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
};

export function authErrorKey(message: string): string {
  return errorKeys[message as ApiMessage] ?? 'INVALID_RESPONSE';
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
