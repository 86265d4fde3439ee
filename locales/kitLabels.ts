/**
 * The words of the kit's account components (from `profile`) and of the site's chrome (header
 * menu, footer): the one place that says which message fills which label. The site and the
 * kit's stories both build their labels here, so a story shows what a visitor sees. The kit stays free of keys (its text is
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

/** The site chrome's lookups, one per namespace it reads. */
export interface ChromeTranslate {
  header: Translate;
  footer: Translate;
  links: Translate;
  main: Translate;
}

/** Puts a site path into the page's language (`/profile/` → `/en/profile/`). */
export type LocalizePath = (sitePath: string) => string;

export const headerMenuIds = ['home', 'settings', 'support', 'transactions', 'subscription'] as const;
export type HeaderMenuId = (typeof headerMenuIds)[number];

/**
 * The header menu's entries (`HeaderMenu['items']`), for the site's header and the kit's
 * stories alike; `isCurrent` says which entry is the page shown.
 */
export function headerMenuItems(t: Pick<ChromeTranslate, 'header' | 'links'>, path: LocalizePath, isCurrent: (id: HeaderMenuId, sitePath: string) => boolean) {
  const entry = (id: HeaderMenuId, label: string, sitePath: string) => ({ id, label, href: path(sitePath), current: isCurrent(id, sitePath) });
  return [
    entry('home', t.header('menu.home'), '/'),
    entry('settings', t.header('menu.settings'), '/profile/settings/'),
    { id: 'support' as const, label: t.header('menu.support'), href: t.links('support'), external: true },
    entry('transactions', t.header('menu.transactions'), '/profile/transactions/'),
    entry('subscription', t.header('menu.subscription'), '/profile/subscription/'),
  ];
}

/**
 * The header's content (`HeaderProps` without `linkAs` and the two controls), for the site's
 * header and the kit's stories alike: the logo, the menu (none in the slim header of the
 * sign-in pages) and the account action, sign-in for a visitor and sign-out once signed in.
 */
export function headerContent(
  t: Pick<ChromeTranslate, 'header' | 'links' | 'main'>,
  path: LocalizePath,
  { slim, signedIn, isCurrent }: { slim: boolean; signedIn: boolean; isCurrent: (id: HeaderMenuId, sitePath: string) => boolean },
) {
  return {
    home: { href: path('/'), label: t.header('logo.home') },
    brand: t.header('logo.brand'),
    newTabHint: t.main('link.newTab'),
    menu: slim ? undefined : { label: t.header('nav.label'), toggleLabel: t.header('nav.toggle'), items: headerMenuItems(t, path, isCurrent) },
    account: signedIn
      ? { kind: 'signOut' as const, label: t.header('account.signOut'), href: path('/profile/logout/') }
      : { kind: 'signIn' as const, label: t.header('account.signIn'), href: path('/auth/sign-in/') },
  };
}

/** The footer's content (`FooterProps` without `linkAs`), for the site's footer and the kit's stories alike. */
export function footerContent(t: ChromeTranslate, path: LocalizePath, year: number) {
  return {
    navigation: {
      label: t.footer('nav.label'),
      links: [
        { id: 'home', label: t.header('menu.home'), href: path('/') },
        { id: 'profile', label: t.header('profileNav.profile'), href: path('/profile/') },
        { id: 'support', label: t.header('menu.support'), href: t.links('support'), external: true },
      ],
    },
    documents: {
      label: t.footer('documents.label'),
      links: [
        { id: 'terms', label: t.footer('documents.terms'), href: t.links('terms') },
        { id: 'privacy', label: t.footer('documents.privacy'), href: t.links('privacy') },
        { id: 'dataProcessing', label: t.footer('documents.dataProcessing'), href: t.links('dataProcessing') },
      ],
    },
    cancelSubscription: { text: t.footer('cancel.text'), label: t.footer('cancel.link'), href: t.links('cancelSubscription') },
    copyright: t.footer('copyright', { year }),
    newTabHint: t.main('link.newTab'),
  };
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
