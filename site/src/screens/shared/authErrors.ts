import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormErrorCode } from '@chameleon/contract';
import type { ApiMessage, FailureMessage } from '../../transport/apiResult';

/**
 * The `errors.auth` key for every message a call can end with. Written out (not derived) so
 * the catalogue check sees every key as a literal, and a full record, so a code added to the
 * contract does not compile until it has its text.
 */
const errorKeys: Record<ApiMessage | FormErrorCode, string> = {
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
  SSO_REQUEST_REFUSED: 'SSO_REQUEST_REFUSED',
  EMAIL_LINK_INVALID: 'EMAIL_LINK_INVALID',
  SESSION_NOT_FOUND: 'SESSION_NOT_FOUND',
  NETWORK_ERROR: 'NETWORK_ERROR',
  TIMEOUT: 'TIMEOUT',
  UNSUPPORTED: 'UNSUPPORTED',
  FIELD_REQUIRED: 'FIELD_REQUIRED',
  CAPTCHA_REQUIRED: 'CAPTCHA_REQUIRED',
  LOGIN_IS_EMAIL: 'LOGIN_IS_EMAIL',
};

export function isKnownMessage(message: string): message is ApiMessage | FormErrorCode {
  return Object.hasOwn(errorKeys, message);
}

/**
 * The text of a failure: a code the site knows, translated; anything else is the server's own
 * words (spec section 7), shown as they came. React renders it as text, never as HTML.
 */
export function useErrorText(): (message: FailureMessage, retryAfterSeconds?: number) => string {
  const { t, i18n } = useTranslation('errors.auth');
  return useCallback(
    (message: FailureMessage, retryAfterSeconds?: number) => {
      // A rate limit that said how long: the wait, in the page's language. Without it, the
      // catalogue's "wait a moment".
      if (message === 'TO_MANY_REQUESTS' && retryAfterSeconds !== undefined) {
        return t('TO_MANY_REQUESTS.wait', { wait: waitText(retryAfterSeconds, i18n.language) });
      }
      return isKnownMessage(message) ? t(errorKeys[message]) : message;
    },
    [t, i18n.language],
  );
}

/** "in 45 seconds", "in 5 minutes" (rounded up: never sooner than the server allows). */
export function waitText(seconds: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  return seconds < 60 ? format.format(Math.ceil(seconds), 'second') : format.format(Math.ceil(seconds / 60), 'minute');
}

/** Which field of a form a code concerns; codes not listed (and server texts) belong to the whole form. */
export type ErrorPlacement<F extends string> = Partial<Record<ApiMessage | FormErrorCode, F>>;

export interface PlacedError<F extends string> {
  field: F | null;
  message: FailureMessage;
}

export function placeError<F extends string>(message: FailureMessage, placement: ErrorPlacement<F>): PlacedError<F> {
  return { field: isKnownMessage(message) ? (placement[message] ?? null) : null, message };
}
