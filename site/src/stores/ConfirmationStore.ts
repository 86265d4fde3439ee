import type { ConfirmationReply } from '@chameleon/contract';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../transport/ApiClient';
import type { FailureMessage } from '../transport/apiResult';
import { LatestReply } from './latestReply';
import { refused, succeeded, type Result } from './result';
import { SingleFlight } from './singleFlight';

/**
 * The /auth/sign-up-submit page and the account area's reminder: the code the user sends to
 * the Telegram or VK bot, and whether the bot has confirmed the account ('I confirmed,
 * continue' calls `check`).
 */
export class ConfirmationStore {
  code: string | null = null;
  confirmed = false;
  bots: ConfirmationReply['bots'] | null = null;
  loading = false;
  error: FailureMessage | null = null;
  /** The backend has no confirmation call (it is beyond spec section 7): nothing to remind of. */
  unsupported = false;
  private readonly inFlight = new SingleFlight<'check', Result<boolean>>();
  /** Superseded by `reset()` (sign-out): the previous user's code never lands. */
  private readonly replies = new LatestReply();

  constructor(private readonly api: Pick<ApiClient, 'getConfirmation'>) {
    makeAutoObservable<ConfirmationStore, 'api' | 'inFlight' | 'replies'>(this, { api: false, inFlight: false, replies: false }, { autoBind: true });
  }

  /**
   * Loads (or reloads) the state; its value says whether the account is confirmed. The page's
   * first load and a press of 'I confirmed, continue' while it runs share one request.
   */
  check(): Promise<Result<boolean>> {
    return this.inFlight.run('check', () => this.load());
  }

  private load(): Promise<Result<boolean>> {
    this.loading = true;
    this.error = null;
    return this.replies.request(() => this.api.getConfirmation(), (reply) => {
      this.loading = false;
      if (reply.status !== true) {
        if (reply.message === 'UNSUPPORTED') this.unsupported = true;
        else this.error = reply.message;
        return refused(reply);
      }
      this.code = reply.code;
      this.confirmed = reply.confirmed;
      this.bots = reply.bots;
      return succeeded(reply.confirmed);
    });
  }

  reset(): void {
    this.replies.supersede();
    this.inFlight.clear();
    this.code = null;
    this.confirmed = false;
    this.bots = null;
    this.loading = false;
    this.error = null;
    this.unsupported = false;
  }
}
