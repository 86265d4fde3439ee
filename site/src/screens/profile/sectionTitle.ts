import { useTranslation } from 'react-i18next';
import type { Translate } from '../../i18n/pageMessages';
import { notFoundTitle } from '../../errors/NotFound';
import { splitLocalizedPath, withTrailingSlash } from '../../i18n/locales';
import { usePageTitle } from '../../navigation/pageAnnouncer';

/** The account area's pages under /profile/ and the message of each one's name. */
export const sectionNames = {
  '/profile/': ['profile', 'home.title'],
  '/profile/subscription/': ['profile', 'subscription.title'],
  '/profile/transactions/': ['profile', 'transactions.title'],
  '/profile/payment/': ['profile', 'payment.title'],
  '/profile/settings/': ['settings', 'title'],
  '/profile/logout/': ['profile', 'logout'],
} as const satisfies Record<string, readonly [string, string]>;

/** The sections whose screen has a lead under its title (`ScreenIntro`): the shell shows it too. */
export const sectionLeads: Partial<Record<keyof typeof sectionNames, readonly [string, string]>> = {
  '/profile/subscription/': ['profile', 'subscription.lead'],
  '/profile/payment/': ['profile', 'payment.lead'],
};

const sections = Object.fromEntries(
  Object.entries(sectionNames).map(([route, [ns, key]]) => [
    route,
    (translate: Translate) => translate('main', 'meta.section.title', { section: translate(ns, key) }),
  ]),
) as Record<keyof typeof sectionNames, (translate: Translate) => string>;

export type SectionRoute = keyof typeof sections;

export function isSectionRoute(route: string): route is SectionRoute {
  return Object.hasOwn(sections, route);
}

/**
 * The title of an account page, from its address: the account app is one static page, so its
 * `Head` and its screens must agree on the title, or Gatsby's `Head`, which renders after
 * the screen on every move, would put the app's own title back. A path that is no section is
 * the 404.
 */
export function accountPageTitle(translate: Translate, pathname: string): string {
  const { originalPath } = splitLocalizedPath(pathname);
  const normalized = withTrailingSlash(originalPath);
  return isSectionRoute(normalized) ? sections[normalized](translate) : notFoundTitle(translate);
}

/** Sets and, after a move, announces an account section's title (see `usePageTitle`). */
export function useSectionTitle(route: SectionRoute): void {
  const { t } = useTranslation();
  usePageTitle(sections[route]((ns, key, values = {}) => t(key, { ns, ...values })));
}

/** `useSectionTitle` for a page whose heading another component renders (an error in its place). */
export function SectionTitle({ route }: { route: SectionRoute }): null {
  useSectionTitle(route);
  return null;
}
