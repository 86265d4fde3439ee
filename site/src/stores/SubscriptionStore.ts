import { STALE_SUBSCRIPTION_CODES, afterPurchase, cooldownEndsAt, freezeRefusal, subscriptionStatus, type PurchaseOutcome, type spec, type SubscriptionTimes } from '@chameleon/contract';
import { makeAutoObservable } from 'mobx';
import type { ApiClient } from '../transport/ApiClient';
import type { FailureMessage } from '../transport/apiResult';
import type { CatalogStore } from './CatalogStore';
import { Command } from './command';
import { done, refused, type Result } from './result';

export type Clock = () => Date;

export const subscriptionStates = ['none', 'active', 'expired', 'frozen'] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];

type SubscriptionCommand = 'freeze' | 'unfreeze';


type SubscriptionApi = Pick<ApiClient, 'freeze' | 'unfreeze'>;

/** A subscription as the contract's rules (spec section 4, shared with the API) see it. */
const times = (subscription: spec.Subscription): SubscriptionTimes => ({
  frozenLength: subscription.frozen_length,
  expiresAt: Date.parse(subscription.expires_at),
  nextFrozeDate: subscription.next_froze_date === null ? null : Date.parse(subscription.next_froze_date),
});

/** 'none' without a subscription; otherwise the contract's status (frozen, expired, active). */
export function subscriptionState(subscription: spec.Subscription | undefined, now: Date): SubscriptionState {
  return subscription === undefined ? 'none' : subscriptionStatus(times(subscription), now.getTime());
}

/** Not expired, not frozen, and no cool-down running (`next_froze_date` absent or not in the future). */
export function canFreezeSubscription(subscription: spec.Subscription | undefined, now: Date): boolean {
  return subscription !== undefined && freezeRefusal(times(subscription), now.getTime()) === null;
}

const staleCodes: ReadonlySet<string> = new Set(STALE_SUBSCRIPTION_CODES);

/**
 * The user's subscriptions, one per cheat. Time-dependent answers read `now`, which moves
 * with `tick()` (and every change of the list), so a screen that wants a subscription to
 * lapse while it is open calls `tick()` on a timer.
 */
export class SubscriptionStore {
  subscriptions: spec.Subscription[] = [];
  now: Date;
  /** Freeze and unfreeze per cheat id; `reset()` (sign-out) drops a reply to the previous user's command. */
  private readonly commands = new Command<number>();

  constructor(
    private readonly api: SubscriptionApi,
    private readonly catalog: Pick<CatalogStore, 'selectedCheatId'>,
    private readonly clock: Clock = () => new Date(),
    /**
     * Reloads the subscriptions from the server: called when a refusal means this tab's copy is
     * out of date (changed in another tab, or by time), so the card shows the server's state.
     */
    private readonly refresh: () => Promise<unknown> = async () => undefined,
  ) {
    this.now = clock();
    makeAutoObservable<SubscriptionStore, 'api' | 'catalog' | 'clock' | 'refresh' | 'commands'>(
      this,
      { api: false, catalog: false, clock: false, refresh: false, commands: false },
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
    this.commands.reset();
    this.subscriptions = [];
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

  /** The end of a running cool-down (ISO), or null: freezing is blocked until then. */
  cooldownEndsAt(cheatId: number): string | null {
    const subscription = this.subscriptionFor(cheatId);
    if (subscription === undefined) return null;
    const end = cooldownEndsAt(times(subscription), this.now.getTime());
    return end === null ? null : new Date(end).toISOString();
  }

  /** What buying `days` of a game would make of its subscription now (the API applies the same rule). */
  afterPurchase(cheatId: number, days: number): PurchaseOutcome {
    const subscription = this.subscriptionFor(cheatId);
    return afterPurchase(subscription === undefined ? null : times(subscription), days, this.now.getTime());
  }

  /** A freeze or unfreeze of the cheat is under way: a second press sends nothing. */
  isPending(cheatId: number): boolean {
    return this.commands.isPending(cheatId);
  }

  /** Why the cheat's last command failed, until its next one. */
  errorFor(cheatId: number): FailureMessage | null {
    return this.commands.errorOf(cheatId);
  }

  get selected(): spec.Subscription | undefined {
    return this.subscriptionFor(this.catalog.selectedCheatId);
  }

  get state(): SubscriptionState {
    return this.stateFor(this.catalog.selectedCheatId);
  }

  freeze(cheatId: number = this.catalog.selectedCheatId): Promise<Result> {
    return this.run('freeze', cheatId);
  }

  unfreeze(cheatId: number = this.catalog.selectedCheatId): Promise<Result> {
    return this.run('unfreeze', cheatId);
  }

  /**
   * A press while a command runs for the cheat sends nothing and shares that command's outcome.
   * The server decides whether the command is allowed; `canFreezeFor` only drives the buttons.
   */
  private run(command: SubscriptionCommand, cheatId: number): Promise<Result> {
    const call = () => (command === 'freeze' ? this.api.freeze({ cheat_id: cheatId }) : this.api.unfreeze({ cheat_id: cheatId }));
    return this.commands.run(cheatId, call, (reply) => {
      if (reply.status !== true) {
        if (staleCodes.has(reply.message)) void this.refresh();
        return refused(reply);
      }
      this.setSubscriptions(reply.subscriptions);
      return done;
    });
  }
}
