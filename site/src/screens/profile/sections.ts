import type { RouteMiddlewareName } from '../../guards/routeMiddleware';
import { isAccountPath } from '../../guards/sessionRules';

interface SectionDefinition {
  /** The unprefixed path of its static page (`/profile/settings/`); every language has one. */
  path: string;
  /** The message of its title: the page's `h1` before the data and the tab's title. */
  title: readonly [namespace: string, key: string];
  /** The line under the title, where the screen has one. */
  lead?: readonly [namespace: string, key: string];
  /** The guards its screen runs behind (`auth` when not named). */
  guards?: readonly RouteMiddlewareName[];
}

/**
 * The account area, in one place: one static page per section and language (gatsby-node), the
 * navigation's names, titles and guards all come from here. A path under /profile/ that is no
 * section is the site's 404 page, behind the `auth` guard.
 */
export const accountSections = {
  home: { path: '/profile/', title: ['profile', 'home.title'] },
  subscription: { path: '/profile/subscription/', title: ['profile', 'subscription.title'], lead: ['profile', 'subscription.lead'] },
  transactions: { path: '/profile/transactions/', title: ['profile', 'transactions.title'] },
  payment: {
    path: '/profile/payment/',
    title: ['profile', 'payment.title'],
    lead: ['profile', 'payment.lead'],
    guards: ['auth', 'has-active-product'],
  },
  settings: { path: '/profile/settings/', title: ['settings', 'title'] },
  logout: { path: '/profile/logout/', title: ['profile', 'logout'] },
} as const satisfies Record<string, SectionDefinition>;

export type ProfileSection = keyof typeof accountSections;
export type SectionRoute = (typeof accountSections)[ProfileSection]['path'];

export const profileSections = Object.keys(accountSections) as ProfileSection[];

export const sectionDefinition = (section: ProfileSection): SectionDefinition => accountSections[section];

/** The section whose page is at an unprefixed path (`/profile/settings/`), if any. */
export function sectionAt(originalPath: string): ProfileSection | undefined {
  return profileSections.find((section) => accountSections[section].path === originalPath);
}

export { isAccountPath };

/** The guards of every section's page, by unprefixed path (`guards/routeMiddleware`'s `routeGuards`). */
export const sectionGuards = Object.fromEntries(
  profileSections.map((section) => [accountSections[section].path, sectionDefinition(section).guards ?? (['auth'] as const)]),
) as Record<SectionRoute, readonly RouteMiddlewareName[]>;
