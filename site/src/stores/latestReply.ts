import { runInAction } from 'mobx';
import type { ApiFailure } from '../transport/apiResult';
import { refused, type Result } from './result';

/**
 * The one way stores drop late replies. `request()` sends a call and lands its reply only if
 * nothing superseded it meanwhile; `supersede()` makes every request made so far late: a
 * sign-out, a new token, a list replaced by main data. (Sharing one request between callers
 * is `SingleFlight`'s job; this only says whether a reply still belongs.)
 */
export class LatestReply {
  private generation = 0;

  /** Every request made before now has a late reply. */
  supersede(): void {
    this.generation += 1;
  }

  /** Call before sending; the returned check says whether the reply may still land. */
  ticket(): () => boolean {
    const taken = this.generation;
    return () => taken === this.generation;
  }

  /** Sends `call`; `land` applies its reply in one MobX action unless it came late (then `dropped`). */
  async request<R extends { status: true } | ApiFailure, T>(call: () => Promise<R>, land: (reply: R) => Result<T>): Promise<Result<T>> {
    const current = this.ticket();
    const reply = await call();
    return runInAction(() => (current() ? land(reply) : dropped(reply)));
  }
}

/**
 * The outcome of a call whose reply came too late to land: whoever asked has been signed out
 * or replaced, so even a success is reported as UNAUTHORIZED.
 */
export const dropped = (reply: { status: true } | ApiFailure) => refused(reply.status === true ? 'UNAUTHORIZED' : reply.message);
