import type { ApiFailure, FailureMessage } from '../../api/apiResult';

/** What a store command a form sends resolves to. */
export type CommandResult = { status: true } | ApiFailure;

/**
 * The one place forms read a store command's result: null when it succeeded, else what the
 * failure says (a code or the server's own words).
 */
export function commandFailure(result: CommandResult): FailureMessage | null {
  return result.status === false ? result.message : null;
}
