import type { ErrorCode } from './errors';

// The subscription rules of spec section 4, once, for the API (which applies them) and the
// site (which shows what they allow). Pure functions of a subscription and "now"; times are
// epoch milliseconds so either side's own representation converts to them in one line.

/** A subscription as the rules see it. */
export interface SubscriptionTimes {
  /** Seconds of paid time kept by a freeze; 0 while the clock runs. */
  frozenLength: number;
  /** End of the paid time while the clock runs. */
  expiresAt: number;
  /** The earliest next freeze; null without a cool-down. */
  nextFrozeDate: number | null;
}

export type SubscriptionStatus = 'active' | 'expired' | 'frozen';

/** Frozen when time is kept (a frozen subscription never counts as expired); expired when the end is now or earlier. */
export function subscriptionStatus(times: SubscriptionTimes, now: number): SubscriptionStatus {
  if (times.frozenLength > 0) return 'frozen';
  return times.expiresAt <= now ? 'expired' : 'active';
}

/** Why a freeze is not allowed now, or null: not frozen, not expired, no cool-down running. */
export function freezeRefusal(times: SubscriptionTimes, now: number): Extract<ErrorCode, 'SUBSCRIPTION_FROZEN' | 'SUBSCRIPTION_EXPIRED' | 'FREEZE_COOLDOWN'> | null {
  const status = subscriptionStatus(times, now);
  if (status === 'frozen') return 'SUBSCRIPTION_FROZEN';
  if (status === 'expired') return 'SUBSCRIPTION_EXPIRED';
  return cooldownEndsAt(times, now) === null ? null : 'FREEZE_COOLDOWN';
}

/** The end of a running cool-down (`next_froze_date` in the future), or null. */
export function cooldownEndsAt(times: SubscriptionTimes, now: number): number | null {
  return times.nextFrozeDate !== null && times.nextFrozeDate > now ? times.nextFrozeDate : null;
}

/** Why an unfreeze is not allowed, or null. */
export function unfreezeRefusal(times: SubscriptionTimes): Extract<ErrorCode, 'SUBSCRIPTION_NOT_FROZEN'> | null {
  return times.frozenLength > 0 ? null : 'SUBSCRIPTION_NOT_FROZEN';
}

/** A refusal of a freeze or unfreeze that means the caller's copy of the subscription is out of date. */
export const STALE_SUBSCRIPTION_CODES: readonly ErrorCode[] = [
  'SUBSCRIPTION_NOT_FOUND',
  'SUBSCRIPTION_EXPIRED',
  'SUBSCRIPTION_FROZEN',
  'SUBSCRIPTION_NOT_FROZEN',
  'FREEZE_COOLDOWN',
];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What buying `days` does to a subscription (null: none yet). A purchase adds days once and
 * renews nothing: a running subscription extends from its end, an expired one (or none) from
 * now, and a frozen one stays frozen with the days added to the time it keeps
 * (docs/decisions/0019-subscription-time.md).
 */
export type PurchaseOutcome = { status: 'running'; expiresAt: number } | { status: 'frozen'; frozenLength: number };

export function afterPurchase(times: SubscriptionTimes | null, days: number, now: number): PurchaseOutcome {
  if (times !== null && subscriptionStatus(times, now) === 'frozen') {
    return { status: 'frozen', frozenLength: times.frozenLength + (days * DAY_MS) / 1000 };
  }
  return { status: 'running', expiresAt: Math.max(times?.expiresAt ?? now, now) + days * DAY_MS };
}
