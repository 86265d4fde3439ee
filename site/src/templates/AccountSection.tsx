import { lazy, type ComponentType } from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useTabStores } from '../app/useRootStore';
import { useMounted } from '../app/useMounted';
import { splitLocalizedPath, type Language } from '../i18n/locales';
import { useLocale } from '../i18n/useLocale';
import { LogoutScreen } from '../screens/Logout/LogoutScreen';
import { ProfileRoute } from '../screens/profile/ProfileRoute';
import { sectionPageTitle } from '../screens/profile/sectionTitle';
import { isAccountPath, sectionAt, type ProfileSection } from '../screens/profile/sections';
import { ProfileHomeScreen } from '../screens/ProfileHome/ProfileHomeScreen';
import { useRouteGuard } from '../screens/shared/useRouteGuard';
import type { PageContext } from 'gatsby-plugin-react-i18next/dist/types';
import type { RootStore } from '../stores';
import { PageHead, headTranslator, type PageQueryData } from '../seo/PageHead';

// The home screen comes with the page; the other sections are chunks of their own (the
// subscription screen brings Radix Dialog). Not `webpackPrefetch`: its runtime leaves a failed
// chunk's promise unhandled, and Gatsby's handler for that reloads the page the visitor is
// leaving instead of the one they asked for. A failed chunk is handled by PageErrorBoundary.
const chunks: Partial<Record<ProfileSection, () => Promise<{ default: ComponentType }>>> = {
  settings: () => import('../screens/Settings/SettingsScreen').then((module) => ({ default: module.SettingsScreen })),
  subscription: () => import('../screens/Subscription/SubscriptionScreen').then((module) => ({ default: module.SubscriptionScreen })),
  transactions: () => import('../screens/Transactions/TransactionsScreen').then((module) => ({ default: module.TransactionsScreen })),
  payment: () => import('../screens/Payment/PaymentScreen').then((module) => ({ default: module.PaymentScreen })),
};

// A full load of a section asks for its screen as this module first runs, with the bundle's
// start: it arrives while the page hydrates and the main data is on its way, not a round trip
// after. The address is read, not the page context: Gatsby evaluates this module before it renders.
if (typeof window !== 'undefined') {
  const section = sectionAt(splitLocalizedPath(window.location.pathname).originalPath);
  if (section !== undefined) chunks[section]?.().catch(() => undefined);
}

const screens: Record<Exclude<ProfileSection, 'logout'>, ComponentType> = {
  home: ProfileHomeScreen,
  settings: lazy(chunks.settings!),
  subscription: lazy(chunks.subscription!),
  transactions: lazy(chunks.transactions!),
  payment: lazy(chunks.payment!),
};

/**
 * Where an account page is in its life:
 * - `static`: the server render, the hydration and, for a session cookie, until the stores are
 *   there: the frame and the section's title and outline, as built;
 * - `leaving`: no session cookie and no stores (a visitor who came in-app): nothing is painted
 *   while the `auth` guard sends them to sign-in (a full load never gets here: the head
 *   script sends a visitor away before anything paints);
 * - `app`: the stores are there: the section's screen behind its guards (`ProfileRoute`).
 */
export type AccountPhase = 'static' | 'leaving' | 'app';

function useAccountPhase(language: Language): { phase: AccountPhase; stores: RootStore | null } {
  const mounted = useMounted();
  // The provider loads the stores after mount when a session cookie is stored.
  const { stores, source, failure } = useTabStores();
  // Without them the page would wait for good: PageErrorBoundary offers the reload.
  if (mounted && failure !== null && source.hasStoredSession()) throw failure.error;
  const phase: AccountPhase = !mounted ? 'static' : stores !== null ? 'app' : source.hasStoredSession() ? 'static' : 'leaving';
  useRouteGuard(['auth'], language, phase === 'leaving');
  return { phase, stores };
}

type AccountPageContext = PageContext & { section: ProfileSection };

/** One account section's page (`/profile/settings/`, `/en/profile/settings/`, ...), made for every section and language in gatsby-node. */
export default function AccountSection({ pageContext: { section } }: PageProps<PageQueryData, AccountPageContext>) {
  const { language } = useLocale();
  const { phase, stores } = useAccountPhase(language);
  // Gatsby keeps this page mounted after the address has moved on (to sign-in, say) until the
  // next page's code is there: its guards must not run against that address.
  if (phase !== 'static' && !isAccountPath(splitLocalizedPath(window.location.pathname).originalPath)) return null;
  if (phase === 'leaving') return null;
  // Logging out runs its own `auth` guard, which stands down once the logout started (the user
  // it guarded is leaving), in a layout of its own.
  if (phase === 'app' && section === 'logout') return <LogoutScreen />;
  return <ProfileRoute section={section} screen={section === 'logout' ? LogoutScreen : screens[section]} stores={phase === 'app' ? stores : null} />;
}

export function Head(props: HeadProps<PageQueryData, AccountPageContext>) {
  return <PageHead head={props} title={sectionPageTitle(headTranslator(props), props.pageContext.section)} indexable={false} />;
}

export const query = graphql`
  query AccountSection($language: String!) {
    locales: allLocale(
      filter: {
        language: { eq: $language }
        ns: { in: ["main", "header", "footer", "links", "auth", "errors.auth", "notifications", "profile", "settings"] }
      }
    ) {
      ...PageLocales
    }
    ...PageSite
  }
`;
