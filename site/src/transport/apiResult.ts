import type { ErrorCode } from '@chameleon/contract';

/**
 * Failures the client itself detects, beside the server's catalogue codes. A reply the client
 * cannot read (not JSON, wrong shape, an error status without a message) is the catalogue's
 * INVALID_RESPONSE. UNSUPPORTED: a call beyond spec section 7 (`optional` in the contract's
 * routes) answered 404 without a code of ours, so this backend lacks it.
 */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'TIMEOUT', 'UNSUPPORTED'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** A code the site has a translation for: a catalogue code (`errors.auth`) or a client code. */
export type ApiMessage = ErrorCode | ClientErrorCode;

/**
 * What a failed call says (spec section 7: "the server message body or the error text"): a
 * code the site translates, or the server's own words, which are shown as they came, as text.
 */
export type FailureMessage = ApiMessage | (string & {});

export interface ApiFailure {
  status: false;
  message: FailureMessage;
  /** A refusal's `Retry-After`, in seconds: how long until the same call may succeed. */
  retryAfterSeconds?: number;
}

/** Every call resolves to its parsed success reply (`status: true`) or a failure; none throws. */
export type ApiResult<T extends { status: true }> = T | ApiFailure;

export const failure = (message: FailureMessage): ApiFailure => ({ status: false, message });

/**
 * `Retry-After` in seconds: delta-seconds or an HTTP date (RFC 9110), null when absent or
 * unreadable. A wait over a day is no wait the page should count.
 */
export function retryAfterSeconds(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  const seconds = /^\d+$/.test(text) ? Number(text) : Math.ceil((Date.parse(text) - now) / 1000);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 86_400) return null;
  return Math.max(1, seconds);
}

/** Longer server messages are cut here: a message is a sentence, not a page. */
export const MAX_SERVER_MESSAGE_CHARS = 300;

/** The server's message as the site keeps it: trimmed, bounded, INVALID_RESPONSE when empty. */
export function serverMessage(message: string | undefined): FailureMessage {
  const text = (message ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return 'INVALID_RESPONSE';
  return text.length > MAX_SERVER_MESSAGE_CHARS ? `${text.slice(0, MAX_SERVER_MESSAGE_CHARS - 1)}…` : text;
}
