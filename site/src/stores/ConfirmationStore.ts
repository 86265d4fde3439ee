import type { ConfirmationReply } from '@chameleon/contract';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../transport/ApiClient';
import type { FailureMessage } from '../transport/apiResult';
import { Command } from './command';
import { refused, succeeded, type Result } from './result';

/**
 * The /auth/sign-up-submit page and the account area's reminder: the code the user sends to
 * the Telegram or VK bot, and whether the bot has confirmed the account ('I confirmed,
 * continue' calls `check`).
 */
export class ConfirmationStore {
  code: string | null = null;
  confirmed = false;
  bots: ConfirmationReply['bots'] | null = null;
  /** `reset()` (sign-out) drops a reply for the previous user: their code never lands. */
  private readonly command = new Command<'check', boolean>();

  constructor(private readonly api: Pick<ApiClient, 'getConfirmation'>) {
    makeAutoObservable<ConfirmationStore, 'api' | 'command'>(this, { api: false, command: false }, { autoBind: true });
  }

  get loading(): boolean {
    return this.command.isPending('check');
  }

  get error(): FailureMessage | null {
    const error = this.command.errorOf('check');
    return error === 'UNSUPPORTED' ? null : error;
  }

  /** The backend has no confirmation call (it is beyond spec section 7): nothing to remind of. */
  get unsupported(): boolean {
    return this.command.errorOf('check') === 'UNSUPPORTED';
  }

  /**
   * Loads (or reloads) the state; its value says whether the account is confirmed. The page's
   * first load and a press of 'I confirmed, continue' while it runs share one request.
   */
  check(): Promise<Result<boolean>> {
    return this.command.run('check', () => this.api.getConfirmation(), (reply) => {
      if (reply.status !== true) return refused(reply);
      this.code = reply.code;
      this.confirmed = reply.confirmed;
      this.bots = reply.bots;
      return succeeded(reply.confirmed);
    });
  }

  reset(): void {
    this.command.reset();
    this.code = null;
    this.confirmed = false;
    this.bots = null;
  }
}
