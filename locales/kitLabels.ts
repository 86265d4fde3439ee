/**
 * The words of the site's chrome (header, header menu, footer): the one place that says which
 * message fills which label. The site and the kit's stories both build their labels here, so a
 * story shows what a visitor sees. The kit stays free of keys (its text is props); `t` is the
 * caller's lookup (i18next in the site, the catalogue in Storybook). The account area's are in
 * `accountLabels.ts`, out of every public page's first load.
 */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

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
