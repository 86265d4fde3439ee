import type { spec } from '@chameleon/contract';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '../api/ApiClient';
import { failure, type ApiFailure, type FailureMessage } from '../api/apiResult';
import type { CatalogStore } from './CatalogStore';

export type Clock = () => Date;

export const subscriptionStates = ['none', 'active', 'expired', 'frozen'] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];

export type SubscriptionCommand = 'freeze' | 'unfreeze';

export type SubscriptionCommandResult = { status: true } | ApiFailure;

type SubscriptionApi = Pick<ApiClient, 'freeze' | 'unfreeze'>;

/**
 * The rules of spec section 4, as the API applies them (api/src/services/subscription-rules.ts):
 * frozen when `frozen_length` > 0 (a frozen subscription never counts as expired); expired
 * when `expires_at` is now or earlier; otherwise active.
 */
export function subscriptionState(subscription: spec.Subscription | undefined, now: Date): SubscriptionState {
  if (subscription === undefined) return 'none';
  if (subscription.frozen_length > 0) return 'frozen';
  return Date.parse(subscription.expires_at) <= now.getTime() ? 'expired' : 'active';
}

/** Not expired, not frozen, and no cool-down running (`next_froze_date` absent or not in the future). */
export function canFreezeSubscription(subscription: spec.Subscription | undefined, now: Date): boolean {
  if (subscriptionState(subscription, now) !== 'active') return false;
  const next = subscription?.next_froze_date ?? null;
  return next === null || Date.parse(next) <= now.getTime();
}

/**
 * The user's subscriptions, one per cheat. Time-dependent answers read `now`, which moves
 * with `tick()` (and every change of the list), so a screen that wants a subscription to
 * lapse while it is open calls `tick()` on a timer.
 */
export class SubscriptionStore {
  subscriptions: spec.Subscription[] = [];
  now: Date;
  /** The command in flight per cheat id: a second press while one runs does nothing. */
  pending = new Map<number, SubscriptionCommand>();
  /** The last failed command's message per cheat id, cleared by the next command. */
  errors = new Map<number, FailureMessage>();
  private readonly inFlight = new Map<number, Promise<SubscriptionCommandResult>>();
  /** Bumped by `reset()` (sign-out), so a reply to a command of the previous user is dropped. */
  private generation = 0;

  constructor(
    private readonly api: SubscriptionApi,
    private readonly catalog: Pick<CatalogStore, 'selectedCheatId'>,
    private readonly clock: Clock = () => new Date(),
  ) {
    this.now = clock();
    makeAutoObservable<SubscriptionStore, 'api' | 'catalog' | 'clock' | 'inFlight' | 'generation'>(
      this,
      { api: false, catalog: false, clock: false, inFlight: false, generation: false },
      { autoBind: true },
    );
  }

  tick(): void {
    this.now = this.clock();
  }

  setSubscriptions(subscriptions: spec.Subscription[]): void {
    this.subscriptions = subscriptions;
    this.now = this.clock();
  }

  /** Forgets the user's subscriptions; commands still in flight end without touching the new state. */
  reset(): void {
    this.generation += 1;
    this.subscriptions = [];
    this.pending.clear();
    this.errors.clear();
    this.inFlight.clear();
  }

  subscriptionFor(cheatId: number): spec.Subscription | undefined {
    return this.subscriptions.find((subscription) => subscription.cheat_id === cheatId);
  }

  stateFor(cheatId: number): SubscriptionState {
    return subscriptionState(this.subscriptionFor(cheatId), this.now);
  }

  canFreezeFor(cheatId: number): boolean {
    return canFreezeSubscription(this.subscriptionFor(cheatId), this.now);
  }

  isPending(cheatId: number): boolean {
    return this.pending.has(cheatId);
  }

  get selected(): spec.Subscription | undefined {
    return this.subscriptionFor(this.catalog.selectedCheatId);
  }

  get state(): SubscriptionState {
    return this.stateFor(this.catalog.selectedCheatId);
  }

  freeze(cheatId: number = this.catalog.selectedCheatId): Promise<SubscriptionCommandResult> {
    return this.run('freeze', cheatId);
  }

  unfreeze(cheatId: number = this.catalog.selectedCheatId): Promise<SubscriptionCommandResult> {
    return this.run('unfreeze', cheatId);
  }

  /** A press while a command runs for the cheat sends nothing and shares that command's outcome. */
  private run(command: SubscriptionCommand, cheatId: number): Promise<SubscriptionCommandResult> {
    const running = this.inFlight.get(cheatId);
    if (running !== undefined) return running;
    const call: Promise<SubscriptionCommandResult> = this.send(command, cheatId).finally(() => {
      // After a reset the slot may hold the next user's command: leave that one alone.
      if (this.inFlight.get(cheatId) === call) this.inFlight.delete(cheatId);
    });
    this.inFlight.set(cheatId, call);
    return call;
  }

  // The server decides whether the command is allowed; `canFreezeFor` only drives the buttons.
  private async send(command: SubscriptionCommand, cheatId: number): Promise<SubscriptionCommandResult> {
    const generation = this.generation;
    this.pending.set(cheatId, command);
    this.errors.delete(cheatId);
    const reply = await (command === 'freeze' ? this.api.freeze({ cheat_id: cheatId }) : this.api.unfreeze({ cheat_id: cheatId }));
    return runInAction(() => {
      // Signed out meanwhile: the reply lists the previous user's subscriptions.
      if (generation !== this.generation) return reply.status === true ? failure('UNAUTHORIZED') : reply;
      this.pending.delete(cheatId);
      if (reply.status !== true) {
        this.errors.set(cheatId, reply.message);
        return reply;
      }
      this.setSubscriptions(reply.subscriptions);
      return { status: true } as const;
    });
  }
}
