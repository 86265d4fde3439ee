import { forwardRef, useId } from 'react';
import { Button } from '../Button';
import { Card } from '../Card';
import { formatDateTime } from '../format';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { StatusBadge, type StatusBadgeVariant } from '../StatusBadge';
import { visuallyHidden } from '../utils';
import * as styles from './SubscriptionCard.css';

export const subscriptionStatuses = ['none', 'active', 'expired', 'frozen'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** One game's subscription as the spec's state machine sees it (section 4). Dates are ISO strings. */
export type SubscriptionCardState =
  | { status: 'none' }
  | {
      status: 'active';
      expiresAt: string;
      /** `next_froze_date` while it is still in the future: freezing is blocked until then. */
      freezeAvailableFrom?: string | null;
    }
  | { status: 'expired'; expiredAt: string }
  | {
      status: 'frozen';
      /** `frozen_length`: the subscription time kept by the freeze, in seconds. */
      frozenLength: number;
      frozenSince?: string | null;
    };

export interface RemainingTime {
  days: number;
  hours: number;
}

/** Translated text; functions receive values already formatted for display. */
export interface SubscriptionCardLabels {
  status: Record<SubscriptionStatus, string>;
  noneDescription: string;
  buy: string;
  activeUntil: (date: string) => string;
  daysLeft: (days: number) => string;
  freeze: string;
  /** What freezing does, shown beside the Freeze action. */
  freezeHint: string;
  /** Why Freeze is unavailable and from when it is available. */
  freezeAvailableFrom: (date: string) => string;
  expiredAt: (date: string) => string;
  expiredDescription: string;
  renew: string;
  /** Extend (active): pays for more days of this game. */
  extend: string;
  frozenSince: (date: string) => string;
  /** A kept time span, e.g. "12 d 5 h". */
  remaining: (time: RemainingTime) => string;
  timeKept: (remaining: string) => string;
  /** What unfreezing does: the kept time resumes, and the end date if unfrozen now. */
  frozenNext: (values: { remaining: string; date: string }) => string;
  unfreeze: string;
  /** Announced while a freeze request runs. */
  freezing: string;
  /** Announced while an unfreeze request runs. */
  unfreezing: string;
}

export interface SubscriptionCardProps {
  /** The game this subscription is for; the card's heading. */
  game: string;
  /** Where the subscription stands (none, active, expired, frozen) with the dates of that status. */
  state: SubscriptionCardState;
  /** Every text on the card, translated by the caller. */
  labels: SubscriptionCardLabels;
  /** Freeze (active): keeps the time left for later; not called while freezing is unavailable. */
  onFreeze?: () => void;
  /** Unfreeze (frozen): the kept time starts running again. */
  onUnfreeze?: () => void;
  /** Buy (no subscription yet): a callback, or `buyHref` for a link to the payment page; neither hides it. */
  onBuy?: () => void;
  /** The payment page's address for Buy; wins over `onBuy`. */
  buyHref?: string;
  /** Renew (expired): a callback, or `renewHref` for a link; neither hides it. */
  onRenew?: () => void;
  /** The payment page's address for Renew; wins over `onRenew`. */
  renewHref?: string;
  /** Extend (active): a callback, or `extendHref` for a link; neither hides it. */
  onExtend?: () => void;
  /** The payment page's address for Extend; wins over `onExtend`. */
  extendHref?: string;
  /**
   * A freeze or unfreeze request is in flight: its button spins and the card is `aria-busy`.
   * @default false
   */
  loading?: boolean;
  /**
   * The moment "days left" and "if you unfreeze now" are computed for.
   * @default the current time
   */
  now?: Date;
  /**
   * The game's heading level, to keep the page outline right where the card is placed.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
}

const badgeTone: Record<SubscriptionStatus, StatusBadgeVariant> = {
  none: 'neutral',
  active: 'success',
  expired: 'danger',
  frozen: 'info',
};

const dayMs = 24 * 60 * 60 * 1000;

/** Whole days still to run, rounded up: the last partial day still counts as a day left. */
export function daysLeft(expiresAt: string, now: Date): number {
  const end = new Date(expiresAt).getTime();
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / dayMs));
}

/**
 * Kept time in days and hours, the last partial hour counted as an hour, as `daysLeft` counts
 * the last partial day: a 30-day subscription frozen minutes after "30 days left" keeps "30 d 0 h".
 */
export function remainingTime(seconds: number): RemainingTime {
  const hours = Math.max(0, Math.ceil(seconds / 3600));
  return { days: Math.floor(hours / 24), hours: hours % 24 };
}

/** Unfreezing resumes the kept time from that moment on. */
export function endIfUnfrozenAt(frozenLength: number, now: Date): string {
  return new Date(now.getTime() + Math.max(0, frozenLength) * 1000).toISOString();
}

/** Buy or Renew: a link to the payment page, or a button with a callback; neither hides it. */
function primaryAction(label: string, href: string | undefined, onClick: (() => void) | undefined) {
  if (href !== undefined) return <Button href={href}>{label}</Button>;
  return onClick === undefined ? null : <Button onClick={onClick}>{label}</Button>;
}

/**
 * **Use it** for one game's subscription: its status, days left, and the freeze/unfreeze/buy/
 * renew/extend actions that fit that status.
 *
 * **Use something else** TransactionList for what was paid; ProductPicker to choose a plan.
 *
 * **Don't** hide the freeze button when freezing is unavailable (it explains why), or compute dates
 * outside it.
 */
export const SubscriptionCard = forwardRef<HTMLElement, SubscriptionCardProps>(function SubscriptionCard({
  game,
  state,
  labels,
  onFreeze,
  onUnfreeze,
  onBuy,
  buyHref,
  onRenew,
  renewHref,
  onExtend,
  extendHref,
  loading = false,
  now = new Date(),
  headingLevel = 2,
}, ref) {
  const explanationId = useId();
  const busyText = state.status === 'frozen' ? labels.unfreezing : labels.freezing;

  return (
    <Card
      ref={ref}
      as="article"
      title={game}
      headingLevel={headingLevel}
      headerEnd={<StatusBadge variant={badgeTone[state.status]}>{labels.status[state.status]}</StatusBadge>}
      data-status={state.status}
      aria-busy={loading || undefined}
    >
      {renderBody()}
      {/* Present before the request starts, so the change of its text is announced. */}
      <p role="status" className={visuallyHidden}>
        {loading ? busyText : ''}
      </p>
    </Card>
  );

  function renderBody() {
    switch (state.status) {
      case 'none':
        return (
          <>
            <Text tone="muted" id={explanationId}>
              {labels.noneDescription}
            </Text>
            <Inline space="xs">{primaryAction(labels.buy, buyHref, onBuy)}</Inline>
          </>
        );
      case 'active': {
        const blockedUntil = state.freezeAvailableFrom ? formatDateTime(state.freezeAvailableFrom) : '';
        const blocked = Boolean(state.freezeAvailableFrom);
        return (
          <>
            <Stack space="xxs">
              <Text weight="medium">{labels.activeUntil(formatDateTime(state.expiresAt))}</Text>
              <Text tone="muted">{labels.daysLeft(daysLeft(state.expiresAt, now))}</Text>
            </Stack>
            <p className={styles.explanation} id={explanationId} data-tone={blocked ? 'warning' : undefined}>
              {blocked ? labels.freezeAvailableFrom(blockedUntil) : labels.freezeHint}
            </p>
            <Inline space="xs">
              {extendHref !== undefined ? (
                <Button href={extendHref}>{labels.extend}</Button>
              ) : onExtend === undefined ? null : (
                <Button onClick={onExtend}>{labels.extend}</Button>
              )}
              <Button
                variant="secondary"
                loading={loading}
                // Not `disabled`: a disabled button drops out of the tab order, and with it the
                // reason it is unavailable. aria-disabled keeps it focusable and described. (Set
                // only when blocked: an explicit undefined would wipe the Button's own loading flag.)
                {...(blocked ? { 'aria-disabled': true } : {})}
                aria-describedby={explanationId}
                onClick={blocked ? undefined : onFreeze}
              >
                {labels.freeze}
              </Button>
            </Inline>
          </>
        );
      }
      case 'expired':
        return (
          <>
            <Stack space="xxs">
              <Text weight="medium">{labels.expiredAt(formatDateTime(state.expiredAt))}</Text>
              <Text tone="muted" id={explanationId}>
                {labels.expiredDescription}
              </Text>
            </Stack>
            <Inline space="xs">{primaryAction(labels.renew, renewHref, onRenew)}</Inline>
          </>
        );
      case 'frozen': {
        const remaining = labels.remaining(remainingTime(state.frozenLength));
        const date = formatDateTime(endIfUnfrozenAt(state.frozenLength, now));
        const since = state.frozenSince ? formatDateTime(state.frozenSince) : '';
        return (
          <>
            <Stack space="xxs">
              {since ? <Text weight="medium">{labels.frozenSince(since)}</Text> : null}
              <Text tone={since ? 'muted' : 'neutral'} weight={since ? 'regular' : 'medium'}>
                {labels.timeKept(remaining)}
              </Text>
            </Stack>
            <p className={styles.explanation} id={explanationId} data-tone="info">
              {labels.frozenNext({ remaining, date })}
            </p>
            <Inline space="xs">
              <Button loading={loading} aria-describedby={explanationId} onClick={onUnfreeze}>
                {labels.unfreeze}
              </Button>
            </Inline>
          </>
        );
      }
    }
  }
});
