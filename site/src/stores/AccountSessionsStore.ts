import type { spec } from '@chameleon/contract';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../transport/ApiClient';
import type { FailureMessage } from '../transport/apiResult';
import { Command } from './command';
import { done, refused, type Result } from './result';

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
  /** One command at a time: ending a session while the list loads would land in the wrong order. */
  private readonly command = new Command<'command'>();

  constructor(private readonly api: SessionsApi) {
    makeAutoObservable<AccountSessionsStore, 'api' | 'command'>(this, { api: false, command: false }, { autoBind: true });
  }

  /** Why the last load or command failed, until the next one. */
  get error(): FailureMessage | null {
    return this.command.errorOf('command');
  }

  /** What "Sign out everywhere else" ends. */
  get others(): spec.AccountSession[] {
    return this.sessions.filter((session) => !session.current);
  }

  /** Reads the list afresh; the previous one (maybe another user's) is not shown meanwhile. */
  load(): Promise<Result> {
    this.command.reset();
    this.sessions = [];
    this.status = 'loading';
    return this.command.run('command', () => this.api.getSessions(), this.land);
  }

  /** Signs one session out. One that has ended meanwhile (elsewhere, or it expired) is simply gone: the list is read again. */
  end(id: string): Promise<Result> {
    const call = async () => {
      const reply = await this.api.endSession({ id });
      return reply.status !== true && reply.message === 'SESSION_NOT_FOUND' ? this.api.getSessions() : reply;
    };
    return this.command.run('command', call, this.land);
  }

  /** Signs out every session but this browser's. */
  endOthers(): Promise<Result> {
    return this.command.run('command', () => this.api.endOtherSessions(), this.land);
  }

  private land(reply: SessionsReply): Result {
    if (reply.status !== true) {
      if (reply.message === 'UNSUPPORTED') this.status = 'unsupported';
      // A command's failure leaves the list shown; only a failed load has nothing to show.
      else if (this.status !== 'loaded') this.status = 'failed';
      return refused(reply);
    }
    // This browser first: the list reads from here outwards.
    this.sessions = [...reply.sessions].sort((a, b) => Number(b.current) - Number(a.current));
    this.status = 'loaded';
    return done;
  }
}
