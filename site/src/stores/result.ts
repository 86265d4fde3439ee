import type { FailureMessage } from '../transport/apiResult';

/**
 * What every store command resolves to. `error` is a code (a catalogue or client code) or the
 * server's own words (spec section 7), never a message key: screens turn it into text with
 * `useErrorText`. Distinct from the wire's `{status, message}` so a screen cannot mistake a
 * raw reply for a command's outcome.
 */
export type Result<T = undefined> = { ok: true; value: T } | { ok: false; error: FailureMessage };

export const succeeded = <T>(value: T): Result<T> => ({ ok: true, value });

/** The outcome of a command that succeeds with nothing to tell. */
export const done: Result = succeeded(undefined);

export const refused = (error: FailureMessage): { ok: false; error: FailureMessage } => ({ ok: false, error });
