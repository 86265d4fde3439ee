import { lazy, useContext, useDeferredValue, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Router as ReachRouter, useLocation, type RouteComponentProps, type RouterProps } from '@gatsbyjs/reach-router';
import { graphql, type PageProps } from 'gatsby';
import { observer } from 'mobx-react-lite';
import { accountSectionAttribute } from '../app/accountHeadScript';
import { StaticFrameFocus, useFocusKeptFromStaticFrame } from '../app/staticFrameFocus';
import { useMounted } from '../app/useMounted';
import { preparePageStores } from '../app/pageStores';
import { RootStoreSourceContext, usePageStores } from '../app/useRootStore';
import { NotFound } from '../errors/NotFound';
import { splitLocalizedPath } from '../i18n/locales';
import { useLocale } from '../i18n/useLocale';
import { prefetchWelcome } from '../navigation/prefetch';
import { LogoutScreen } from '../screens/Logout/LogoutScreen';
import { ProfileFrame, profileFrameShellCss } from '../screens/profile/ProfileFrame';
import { SectionShell, sectionShellCss } from '../screens/profile/SectionShell';
import { sectionOfPath } from '../screens/profile/sections';
import { useRouteGuard } from '../screens/shared/useRouteGuard';
import { ProfileRoute } from '../screens/profile/ProfileRoute';
import { ProfileHomeScreen } from '../screens/ProfileHome/ProfileHomeScreen';
import { PageHead, headTranslator, type LocalizedHeadProps, type PageQueryData } from '../seo/PageHead';
import { accountPageTitle } from '../screens/profile/sectionTitle';

// The home screen comes with the page; the other sections are chunks of their own (the
// subscription screen brings Radix Dialog). ProfileRoute shows its loading state while one
// arrives; a failed chunk is handled by PageErrorBoundary. They are fetched when the browser is
// idle after the app rendered, so opening a section rarely waits. Not `webpackPrefetch`: its
// runtime leaves a failed chunk's promise unhandled, and Gatsby's handler for that reloads the
// page the visitor is leaving instead of the one they asked for.
const sections = {
  settings: () => import('../screens/Settings/SettingsScreen').then((module) => ({ default: module.SettingsScreen })),
  subscription: () => import('../screens/Subscription/SubscriptionScreen').then((module) => ({ default: module.SubscriptionScreen })),
  transactions: () => import('../screens/Transactions/TransactionsScreen').then((module) => ({ default: module.TransactionsScreen })),
  payment: () => import('../screens/Payment/PaymentScreen').then((module) => ({ default: module.PaymentScreen })),
};
if (typeof window !== 'undefined') {
  // The static frame hydrates without the stores; evaluated with the page's modules they made
  // one task of 100-150 ms on a slow phone (decision 0032).
  preparePageStores();
  // Opened directly on a section (a bookmark, a reload): its chunk is requested as soon as the
  // page's own chunk runs, beside hydration and the session restore, not after them.
  const opened = sectionOfPath(window.location.pathname);
  if (opened !== undefined && Object.hasOwn(sections, opened)) sections[opened as keyof typeof sections]().catch(() => undefined);
}

const SettingsScreen = lazy(sections.settings);
const SubscriptionScreen = lazy(sections.subscription);
const TransactionsScreen = lazy(sections.transactions);
const PaymentScreen = lazy(sections.payment);

/**
 * Fetches every section once the browser is idle, unless the connection is 2g or the visitor
 * asked to save data; a failure only means it is fetched on demand.
 */
function useSectionsWhenIdle(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !prefetchWelcome(navigator.connection)) return undefined;
    const fetchAll = () => {
      for (const load of Object.values(sections)) load().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fetchAll, { timeout: 5_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(fetchAll, 2_000);
    return () => window.clearTimeout(id);
  }, [enabled]);
}

/** An address of the account area, in any language (`/en/profile/settings/`). */
const isAccountAddress = (pathname: string) => splitLocalizedPath(pathname).originalPath.startsWith('/profile/');

// @types/reach__router types Router as a class component React 18's types reject.
const Router = ReachRouter as unknown as ComponentType<RouterProps & { children: ReactNode }>;

function UnknownAccountPath() {
  return <NotFound pathname={useLocation().pathname} />;
}

// Spec section 2: every path under /profile requires sign-in, so a visitor is sent to sign-in
// before learning whether the path exists; a signed-in user sees the 404.
function UnknownAccountRoute({ location }: RouteComponentProps) {
  const route = splitLocalizedPath(location?.pathname ?? '/profile/').originalPath;
  return <ProfileRoute location={location} route={route} screen={UnknownAccountPath} />;
}

// Logging out runs the `auth` guard like every path under /profile (spec section 2); the
// screen stops the guard once the logout started, and sign-in never returns to it.
function LogoutRoute(_props: RouteComponentProps) {
  return <LogoutScreen />;
}

/**
 * The account area: one client-only page per language (`/profile/*`, `/en/profile/*`, ...).
 * The router renders only after mount, once the stores are there: the static page is shared by
 * every section (its title comes with the route) and knows no session.
 */
export default observer(function AccountApp(_props: PageProps<PageQueryData>) {
  const { path, language } = useLocale();
  const source = useContext(RootStoreSourceContext);
  // False while hydrating the static page, which the head script lets only a token holder see;
  // true from the first render of an in-app arrival (a header or footer link), which it never saw.
  const clientRender = useMounted();
  const [inAppArrival] = useState(clientRender);
  // A visitor who came in-app without a session cookie has no session, whatever the stores
  // would say: the `auth` guard sends them to sign-in now, not once the stores' chunk is in.
  const [tokenlessArrival] = useState(() => inAppArrival && source.getSnapshot() === null && !source.hasStoredSession());
  const stores = usePageStores(!tokenlessArrival);
  // The server render and hydration show the static frame, even where a store exists already.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useRouteGuard(['auth'], language, tokenlessArrival);
  // The stores arrive in a promise's callback, and a store read through useSyncExternalStore
  // re-renders at once, in one piece: the app follows as a deferred render, which React does in
  // slices, keeping the static page (which looks the same) on screen until it is ready.
  const ready = useDeferredValue(mounted && stores !== null);
  useSectionsWhenIdle(ready);
  const keepFocus = useFocusKeptFromStaticFrame(ready);
  // The static frame shows the title of the section the head script named on <html>. A tab
  // followed in-app before the app has taken over names its section there too, as the head
  // script would have on a full load: the address and the title never disagree.
  const { pathname } = useLocation();
  useEffect(() => {
    if (ready) return;
    const section = sectionOfPath(pathname);
    if (section === undefined) document.documentElement.removeAttribute(accountSectionAttribute);
    else document.documentElement.setAttribute(accountSectionAttribute, section);
  }, [pathname, ready]);
  // The static page, one for every section: the frame and the outline of a section. Visitors
  // without a session cookie never see it (the head script sends them to sign-in first). One
  // element for its whole life, so the re-render the stores' arrival causes leaves it as it is.
  const staticFrame = useMemo(
    () => (
      <ProfileFrame shell>
        <SectionShell />
        <StaticFrameFocus keep={keepFocus} />
      </ProfileFrame>
    ),
    [keepFocus],
  );
  // Gatsby keeps this page mounted after the address has moved on (to sign-in, say) until the
  // next page's code is there. A render in that window, such as the stores arriving with the
  // sign-in page's chunk, must not run the account guards against that address: they would
  // send the visitor to sign-in again, with sign-in as the way back.
  if (clientRender && !isAccountAddress(window.location.pathname)) return null;
  if (!ready) {
    // A visitor who came in-app sees nothing of the account area: the router's guard sends them
    // to sign-in on its first render (ProfileRoute).
    if (inAppArrival && (stores === null || stores.session.token === null)) return null;
    return staticFrame;
  }
  return (
    <Router basepath={path('/profile')} primary={false}>
      <ProfileRoute path="/" section="home" route="/profile/" screen={ProfileHomeScreen} />
      <ProfileRoute path="/settings/" section="settings" route="/profile/settings/" screen={SettingsScreen} />
      <ProfileRoute path="/subscription/" section="subscription" route="/profile/subscription/" screen={SubscriptionScreen} />
      <ProfileRoute path="/transactions/" section="transactions" route="/profile/transactions/" screen={TransactionsScreen} />
      <ProfileRoute path="/payment/" section="payment" route="/profile/payment/" screen={PaymentScreen} />
      <LogoutRoute path="/logout/" />
      <UnknownAccountRoute default />
    </Router>
  );
});

export function Head(props: LocalizedHeadProps) {
  return (
    <>
      <PageHead head={props} title={accountPageTitle(headTranslator(props), props.location.pathname)} indexable={false} />
      <style>{sectionShellCss + profileFrameShellCss}</style>
    </>
  );
}

export const query = graphql`
  query AccountApp($language: String!) {
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
