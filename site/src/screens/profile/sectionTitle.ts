import { useTranslation } from 'gatsby-plugin-react-i18next';
import type { Translate } from '../../i18n/pageMessages';
import { splitLocalizedPath } from '../../i18n/locales';
import { usePageTitle } from '../../navigation/pageAnnouncer';

const sectionTitle = (translate: Translate, ns: string, key: string) => translate('main', 'meta.section.title', { section: translate(ns, key) });

/** The account area's pages under /profile/ and each one's full title. */
const sections = {
  '/profile/': (translate: Translate) => sectionTitle(translate, 'profile', 'home.title'),
  '/profile/subscription/': (translate: Translate) => sectionTitle(translate, 'profile', 'subscription.title'),
  '/profile/transactions/': (translate: Translate) => sectionTitle(translate, 'profile', 'transactions.title'),
  '/profile/payment/': (translate: Translate) => sectionTitle(translate, 'profile', 'payment.title'),
  '/profile/settings/': (translate: Translate) => sectionTitle(translate, 'settings', 'title'),
  '/profile/logout/': (translate: Translate) => sectionTitle(translate, 'profile', 'logout'),
} as const;

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
  const normalized = originalPath.endsWith('/') ? originalPath : `${originalPath}/`;
  return isSectionRoute(normalized) ? sections[normalized](translate) : translate('main', 'error.notFound.title');
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
