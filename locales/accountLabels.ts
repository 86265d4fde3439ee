import type { LocalizePath, Translate } from './kitLabels';

/**
 * The words of the kit's account components (from `profile`), as `kitLabels.ts` is for the
 * chrome: which message fills which label, for the site's account screens and the kit's stories.
 */

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

/**
 * The statuses the site has words and a badge for. Any other (a backend may add its own) reads
 * "Status: other" in the page's language on a neutral badge: never the wire's key.
 */
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
    ? { label: t('transactions.status.unknown', { status: t('transactions.status.other') }), variant: 'neutral' as const }
    : { label: t(known.key), variant: known.variant };
}

/**
 * The account area's tabs (`ProfileNav` items) without `current`. Payment is there only with
 * `payment` (it pays for a chosen product); sign-out is pinned beside the scrolling tabs.
 */
export function profileNavItems(
  t: { header: Translate; profile: Translate },
  path: LocalizePath,
  payment: { href: string; className?: string } | null,
) {
  return [
    { id: 'home', label: t.header('profileNav.profile'), href: path('/profile/') },
    { id: 'subscription', label: t.header('menu.subscription'), href: path('/profile/subscription/') },
    { id: 'transactions', label: t.header('menu.transactions'), href: path('/profile/transactions/') },
    ...(payment === null ? [] : [{ id: 'payment', label: t.header('profileNav.payment'), ...payment }]),
    { id: 'settings', label: t.header('menu.settings'), href: path('/profile/settings/') },
    { id: 'logout', label: t.profile('logout'), href: path('/profile/logout/'), pinned: true },
  ];
}
