import type { ApiFailure, FailureMessage } from '../transport/apiResult';

/**
 * What every store command resolves to. `error` is a code (a catalogue or client code) or the
 * server's own words (spec section 7), never a message key: screens turn it into text with
 * `useErrorText`. Distinct from the wire's `{status, message}` so a screen cannot mistake a
 * raw reply for a command's outcome.
 */
export type Result<T = undefined> = { ok: true; value: T } | Refusal;

/** A refused command; `retryAfterSeconds` when the server said how long to wait. */
export interface Refusal {
  ok: false;
  error: FailureMessage;
  retryAfterSeconds?: number;
}

export const succeeded = <T>(value: T): Result<T> => ({ ok: true, value });

/** The outcome of a command that succeeds with nothing to tell. */
export const done: Result = succeeded(undefined);

/** A refusal by the site itself (a code), or the server's refusal with its wait, if any. */
export function refused(error: FailureMessage | ApiFailure): Refusal {
  if (typeof error === 'string') return { ok: false, error };
  return error.retryAfterSeconds === undefined ? { ok: false, error: error.message } : { ok: false, error: error.message, retryAfterSeconds: error.retryAfterSeconds };
}
