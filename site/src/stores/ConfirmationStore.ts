import type { ConfirmationReply } from '@chameleon/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/ApiClient';
import type { FailureMessage } from '../api/apiResult';

/**
 * The /auth/sign-up-submit page: the code the new user sends to the Telegram or VK bot, and
 * whether the bot has confirmed the account ('I confirmed, continue' calls `check`).
 */
export class ConfirmationStore {
  code: string | null = null;
  confirmed = false;
  bots: ConfirmationReply['bots'] | null = null;
  loading = false;
  error: FailureMessage | null = null;

  constructor(private readonly api: Pick<ApiClient, 'getConfirmation'>) {
    makeAutoObservable<ConfirmationStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  /** Loads (or reloads) the state; resolves to whether the account is confirmed. */
  async check(): Promise<boolean> {
    this.loading = true;
    this.error = null;
    const reply = await this.api.getConfirmation();
    return runInAction(() => {
      this.loading = false;
      if (reply.status !== true) {
        this.error = reply.message;
        return false;
      }
      this.code = reply.code;
      this.confirmed = reply.confirmed;
      this.bots = reply.bots;
      return reply.confirmed;
    });
  }

  reset(): void {
    this.code = null;
    this.confirmed = false;
    this.bots = null;
    this.loading = false;
    this.error = null;
  }
}
