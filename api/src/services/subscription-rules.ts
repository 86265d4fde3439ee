import { FREEZE_COOLDOWN_DAYS, afterPurchase, freezeRefusal, subscriptionStatus, unfreezeRefusal, type ErrorCode, type Subscription, type SubscriptionTimes } from '@chameleon/contract';

// The freeze and unfreeze transitions of spec section 4. Whether one is allowed is decided by
// the contract's rules (contract/src/subscriptionRules.ts), which the site shows with; the
// server is the one that counts.

const SECOND = 1000;
const DAY = 86_400 * SECOND;

export interface SubscriptionState {
  cheatId: number;
  /** End of paid time while running; while frozen, the end as it was at the freeze. */
  expiresAt: Date;
  /** Seconds of remaining time captured at freeze; 0 while running. */
  frozenLength: number;
  frozenAt: Date | null;
  nextFrozeDate: Date | null;
  unfrozenDate: Date | null;
}

export type RuleResult = { ok: true; state: SubscriptionState } | { ok: false; code: ErrorCode };

const times = (state: SubscriptionState): SubscriptionTimes => ({
  frozenLength: state.frozenLength,
  expiresAt: state.expiresAt.getTime(),
  nextFrozeDate: state.nextFrozeDate?.getTime() ?? null,
});

export function isFrozen(state: SubscriptionState): boolean {
  return subscriptionStatus(times(state), 0) === 'frozen';
}

/** Expired means no time is left: the end is now or earlier, and the clock is not stopped. */
export function isExpired(state: SubscriptionState, now: Date): boolean {
  return subscriptionStatus(times(state), now.getTime()) === 'expired';
}

export function freeze(state: SubscriptionState, now: Date): RuleResult {
  const refusal = freezeRefusal(times(state), now.getTime());
  if (refusal !== null) return { ok: false, code: refusal };
  // Rounded up so that any time left, however short, survives the freeze.
  const remaining = Math.ceil((state.expiresAt.getTime() - now.getTime()) / SECOND);
  return { ok: true, state: { ...state, frozenLength: remaining, frozenAt: now } };
}

export function unfreeze(state: SubscriptionState, now: Date): RuleResult {
  const refusal = unfreezeRefusal(times(state));
  if (refusal !== null) return { ok: false, code: refusal };
  return {
    ok: true,
    state: {
      ...state,
      expiresAt: new Date(now.getTime() + state.frozenLength * SECOND),
      frozenLength: 0,
      frozenAt: null,
      unfrozenDate: now,
      nextFrozeDate: new Date(now.getTime() + FREEZE_COOLDOWN_DAYS * DAY),
    },
  };
}

/** Paid days, by the contract's purchase rule, which the payment page shows beforehand. */
export function extend(state: SubscriptionState | null, cheatId: number, days: number, now: Date): SubscriptionState {
  const outcome = afterPurchase(state === null ? null : times(state), days, now.getTime());
  const current = state ?? { cheatId, expiresAt: now, frozenLength: 0, frozenAt: null, nextFrozeDate: null, unfrozenDate: null };
  return outcome.status === 'frozen' ? { ...current, frozenLength: outcome.frozenLength } : { ...current, expiresAt: new Date(outcome.expiresAt) };
}

export function toWire(state: SubscriptionState, now: Date): Subscription {
  const expiresAt = isFrozen(state) ? new Date(now.getTime() + state.frozenLength * SECOND) : state.expiresAt;
  return {
    cheat_id: state.cheatId,
    expires_at: expiresAt.toISOString(),
    frozen_length: state.frozenLength,
    next_froze_date: state.nextFrozeDate?.toISOString() ?? null,
    unfrozen_date: state.unfrozenDate?.toISOString() ?? null,
  };
}
