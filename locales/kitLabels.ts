/**
 * The kit's account components' words, from the `profile` namespace: the one place that says
 * which message fills which label. The site's screens and the kit's stories both build their
 * labels here, so a story shows what a visitor sees. The kit stays free of keys (its text is
 * props); `t` is the caller's lookup (i18next in the site, the catalogue in Storybook).
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The SubscriptionCard's labels for one game (`SubscriptionCardLabels`). */
export function subscriptionCardLabels(t: Translate, game: string) {
  return {
    status: {
      none: t('subscription.status.none'),
      active: t('subscription.status.active'),
      expired: t('subscription.status.expired'),
      frozen: t('subscription.status.frozen'),
    },
    noneDescription: t('subscription.none.description', { game }),
    buy: t('subscription.buy'),
    activeUntil: (date: string) => t('subscription.activeUntil', { date }),
    daysLeft: (days: number) => t('subscription.daysLeft', { days }),
    freeze: t('subscription.freeze'),
    freezeHint: t('subscription.freeze.hint'),
    freezeAvailableFrom: (date: string) => t('subscription.freeze.availableFrom', { date }),
    expiredAt: (date: string) => t('subscription.expiredAt', { date }),
    expiredDescription: t('subscription.expired.description', { game }),
    renew: t('subscription.renew'),
    extend: t('subscription.extend'),
    frozenSince: (date: string) => t('subscription.frozenSince', { date }),
    remaining: ({ days, hours }: { days: number; hours: number }) => t('duration.daysHours', { days, hours }),
    timeKept: (time: string) => t('subscription.frozen.kept', { time }),
    frozenNext: ({ remaining, date }: { remaining: string; date: string }) => t('subscription.frozen.next', { time: remaining, date }),
    unfreeze: t('subscription.unfreeze'),
    freezing: t('subscription.freezing'),
    unfreezing: t('subscription.unfreezing'),
  };
}

/** The TransactionList's labels (`TransactionListLabels`); `loaded` counts with i18next's plurals. */
export function transactionListLabels(t: Translate) {
  return {
    title: t('transactions.list'),
    columns: {
      date: t('transactions.column.date'),
      product: t('transactions.column.product'),
      amount: t('transactions.column.amount'),
      status: t('transactions.column.status'),
    },
    loadMore: t('transactions.loadMore'),
    loading: t('transactions.loading'),
    end: t('transactions.end'),
    loaded: (count: number) => t('transactions.loaded', { count }),
    retry: t('transactions.retry'),
    receipt: t('transactions.receipt'),
    emptyTitle: t('transactions.empty.title'),
    emptyDescription: t('transactions.empty.description'),
  };
}

/** The statuses the site has words and a badge for; any other is shown as the server sent it, neutrally. */
const statusWords: Readonly<Record<string, { key: string; variant: 'success' | 'warning' | 'danger' | 'neutral' }>> = {
  completed: { key: 'transactions.status.paid', variant: 'success' },
  pending: { key: 'transactions.status.pending', variant: 'warning' },
  failed: { key: 'transactions.status.failed', variant: 'danger' },
  refunded: { key: 'transactions.status.refunded', variant: 'neutral' },
};

/** A transaction's status badge (`TransactionListItem['status']`). */
export function transactionStatus(t: Translate, status: string) {
  const known = Object.hasOwn(statusWords, status) ? statusWords[status] : undefined;
  return known === undefined
    ? { label: t('transactions.status.unknown', { status }), variant: 'neutral' as const }
    : { label: t(known.key), variant: known.variant };
}
