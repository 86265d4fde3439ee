import type { FailureMessage } from '../../transport/apiResult';
import type { Result } from '../../stores';

/** What a store command a form sends resolves to. */
export type CommandResult = Result<unknown>;

/**
 * The one place forms read a store command's result: null when it succeeded, else what the
 * failure says (a code or the server's own words).
 */
export function commandFailure(result: CommandResult): FailureMessage | null {
  return result.ok ? null : result.error;
}
