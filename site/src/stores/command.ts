import { observable, runInAction } from 'mobx';
import type { ApiFailure, FailureMessage } from '../transport/apiResult';
import { refused, type Result } from './result';

/** What a command's call resolves to: a success reply or a failure. */
export type CommandReply = { status: true } | ApiFailure;

/**
 * The one way a store sends commands (decision 0014), per key (a cheat id, 'pay', 'page'):
 * - a call while one runs for the same key starts nothing and shares that one's outcome (a
 *   second press of Pay, two screens asking for main data);
 * - whether a key's call is running, and why its last one failed, are observable, so screens
 *   read them straight from the store; a key's error is cleared when its next call starts;
 * - `supersede()` makes every reply to a call made so far late (sign-out, a new token, a
 *   replaced list): a late reply is dropped without landing, and nothing stays pending.
 */
export class Command<K, T = undefined> {
  private readonly pending = observable.set<K>();
  private readonly errors = observable.map<K, FailureMessage>();
  private readonly running = new Map<K, Promise<Result<T>>>();
  private generation = 0;

  isPending(key: K): boolean {
    return this.pending.has(key);
  }

  /** Why the last call for `key` failed, until its next call starts. */
  errorOf(key: K): FailureMessage | null {
    return this.errors.get(key) ?? null;
  }

  /**
   * Sends `call` for `key` unless one is running (then shares it). `land` turns the reply into
   * the store's state and the command's outcome, in one MobX action, only if no `supersede()`
   * came between; a failed outcome becomes the key's error.
   */
  run<R extends CommandReply>(key: K, call: () => Promise<R>, land: (reply: R) => Result<T>): Promise<Result<T>> {
    const running = this.running.get(key);
    if (running !== undefined) return running;
    const sent = this.send(key, call, land).finally(() => {
      if (this.running.get(key) === sent) this.running.delete(key);
    });
    this.running.set(key, sent);
    return sent;
  }

  /** Every call made so far has a late reply, and none is pending or shared any more; errors stay. */
  supersede(): void {
    this.generation += 1;
    this.running.clear();
    runInAction(() => this.pending.clear());
  }

  /** `supersede()`, and forget every error too (a sign-out: nothing of the previous user shows). */
  reset(): void {
    this.supersede();
    runInAction(() => this.errors.clear());
  }

  private async send<R extends CommandReply>(key: K, call: () => Promise<R>, land: (reply: R) => Result<T>): Promise<Result<T>> {
    const generation = this.generation;
    const current = () => generation === this.generation;
    runInAction(() => {
      this.pending.add(key);
      this.errors.delete(key);
    });
    let reply: R;
    try {
      reply = await call();
    } catch (error) {
      runInAction(() => {
        if (current()) this.pending.delete(key);
      });
      throw error;
    }
    // Pending ends in the same action as the reply lands: no screen sees one without the other.
    return runInAction(() => {
      if (!current()) return dropped(reply);
      try {
        const result = land(reply);
        if (!result.ok) this.errors.set(key, result.error);
        return result;
      } finally {
        this.pending.delete(key);
      }
    });
  }
}

/**
 * The outcome of a call whose reply came too late to land: whoever asked has been signed out
 * or replaced, so even a success is reported as UNAUTHORIZED.
 */
const dropped = (reply: CommandReply) => refused(reply.status === true ? 'UNAUTHORIZED' : reply.message);
