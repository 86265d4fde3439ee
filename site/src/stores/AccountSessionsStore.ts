import type { spec } from '@chameleon/contract';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../transport/ApiClient';
import type { FailureMessage } from '../transport/apiResult';
import { LatestReply } from './latestReply';
import { done, refused, type Result } from './result';
import { SingleFlight } from './singleFlight';

/** `unsupported`: the backend lacks the sessions calls (beyond spec section 7), so settings hide the card. */
export type AccountSessionsStatus = 'idle' | 'loading' | 'loaded' | 'failed' | 'unsupported';

type SessionsApi = Pick<ApiClient, 'getSessions' | 'endSession' | 'endOtherSessions'>;
type SessionsReply = Awaited<ReturnType<SessionsApi['getSessions']>>;

/**
 * Where the account is signed in (settings): browsers and launchers, and ending any one of
 * them or all but this browser. Every reply carries the whole list as it now is.
 */
export class AccountSessionsStore {
  sessions: spec.AccountSession[] = [];
  status: AccountSessionsStatus = 'idle';
  error: FailureMessage | null = null;
  /** One command at a time: ending a session while the list loads would land in the wrong order. */
  private readonly inFlight = new SingleFlight<'command', Result>();
  private readonly replies = new LatestReply();

  constructor(private readonly api: SessionsApi) {
    makeAutoObservable<AccountSessionsStore, 'api' | 'inFlight' | 'replies'>(this, { api: false, inFlight: false, replies: false }, { autoBind: true });
  }

  /** What "Sign out everywhere else" ends. */
  get others(): spec.AccountSession[] {
    return this.sessions.filter((session) => !session.current);
  }

  /** Reads the list afresh; the previous one (maybe another user's) is not shown meanwhile. */
  load(): Promise<Result> {
    this.replies.supersede();
    this.inFlight.clear();
    this.sessions = [];
    this.status = 'loading';
    this.error = null;
    return this.inFlight.run('command', () => this.replies.request(() => this.api.getSessions(), this.land));
  }

  /** Signs one session out. One that has ended meanwhile (elsewhere, or it expired) is simply gone. */
  end(id: string): Promise<Result> {
    return this.inFlight.run('command', async () => {
      const result = await this.replies.request(() => this.api.endSession({ id }), this.land);
      return !result.ok && result.error === 'SESSION_NOT_FOUND' ? this.reloadQuietly() : result;
    });
  }

  /** Signs out every session but this browser's. */
  endOthers(): Promise<Result> {
    return this.inFlight.run('command', () => this.replies.request(() => this.api.endOtherSessions(), this.land));
  }

  private async reloadQuietly(): Promise<Result> {
    const reloaded = await this.replies.request(() => this.api.getSessions(), this.land);
    return reloaded.ok ? done : reloaded;
  }

  private land(reply: SessionsReply): Result {
    if (reply.status !== true) {
      if (reply.message === 'UNSUPPORTED') this.status = 'unsupported';
      // A command's failure leaves the list shown; only a failed load has nothing to show.
      else if (this.status !== 'loaded') this.status = 'failed';
      this.error = reply.message;
      return refused(reply);
    }
    // This browser first: the list reads from here outwards.
    this.sessions = [...reply.sessions].sort((a, b) => Number(b.current) - Number(a.current));
    this.status = 'loaded';
    this.error = null;
    return done;
  }
}
