import { FREEZE_COOLDOWN_DAYS, type ErrorCode, type Subscription } from '@chameleon/contract';

// The freeze rules of spec section 4, as pure functions of a subscription and "now".
// The client applies the same rules to show the buttons; the server is the one that counts.

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

export function isFrozen(state: SubscriptionState): boolean {
  return state.frozenLength > 0;
}

/** Expired means no time is left: the end is now or earlier, and the clock is not stopped. */
export function isExpired(state: SubscriptionState, now: Date): boolean {
  return !isFrozen(state) && state.expiresAt.getTime() <= now.getTime();
}

export function freeze(state: SubscriptionState, now: Date): RuleResult {
  if (isFrozen(state)) return { ok: false, code: 'SUBSCRIPTION_FROZEN' };
  if (isExpired(state, now)) return { ok: false, code: 'SUBSCRIPTION_EXPIRED' };
  if (state.nextFrozeDate !== null && state.nextFrozeDate.getTime() > now.getTime()) {
    return { ok: false, code: 'FREEZE_COOLDOWN' };
  }
  // Rounded up so that any time left, however short, survives the freeze.
  const remaining = Math.ceil((state.expiresAt.getTime() - now.getTime()) / SECOND);
  return { ok: true, state: { ...state, frozenLength: remaining, frozenAt: now } };
}

export function unfreeze(state: SubscriptionState, now: Date): RuleResult {
  if (!isFrozen(state)) return { ok: false, code: 'SUBSCRIPTION_NOT_FROZEN' };
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

/** Paid days: added to the stopped clock when frozen, to the end when running, from now when expired. */
export function extend(state: SubscriptionState | null, cheatId: number, days: number, now: Date): SubscriptionState {
  const paid = days * DAY;
  if (state === null) {
    return {
      cheatId,
      expiresAt: new Date(now.getTime() + paid),
      frozenLength: 0,
      frozenAt: null,
      nextFrozeDate: null,
      unfrozenDate: null,
    };
  }
  if (isFrozen(state)) return { ...state, frozenLength: state.frozenLength + paid / SECOND };
  const from = Math.max(state.expiresAt.getTime(), now.getTime());
  return { ...state, expiresAt: new Date(from + paid) };
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
