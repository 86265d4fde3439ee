import { useEffect, useState, type ReactElement } from 'react';
import { LocationProvider, createHistory } from '@gatsbyjs/reach-router';
import { themeAttribute } from '@chameleon/ui';
import { expect, waitFor } from 'storybook/test';
import { pageLocales, useLocale } from '../../../.storybook/i18n';
import { wrapPageElement } from '../app/pageWrappers';
import { StoresProvider, type StoresSource } from '../app/useRootStore';
import { localizedPath } from '../i18n/locales';
import { createTestStore, type FakeRoutes } from '../screens/testing/fakeApi';
import { mainData, NOW } from '../screens/testing/fixtures';
import { themeStorageKey } from '../theme/themeStorageKey';
import { ThemeProvider } from '../theme/ThemeProvider';

// @types/reach__router types the provider as a class component React 18's types reject.
const Location = LocationProvider as unknown as (props: { history: unknown; children: ReactElement }) => ReactElement;

/** What Gatsby hands a page component: its address, its language context and its messages. */
export interface SitePageProps {
  location: { pathname: string; search: string };
  pageContext: { i18n: { language: string; originalPath: string } };
  data: { locales: ReturnType<typeof pageLocales> };
}

export interface SitePageOptions {
  /** The page's unprefixed path (`/profile/subscription/`); the toolbar's language prefixes it. */
  path: string;
  /** The query the address carries (`?game=1&days=30`). */
  search?: string;
  /** A session cookie and a user the API knows, or a visitor without either. */
  signedIn: boolean;
  /** The API's answers by endpoint (the fake transport of the site's tests); main data answers by default. */
  routes?: FakeRoutes;
  /** The page component as Gatsby renders it at that path. */
  page: (props: SitePageProps) => ReactElement;
}

/**
 * One of the site's pages exactly as it ships: the real page component with Gatsby's page
 * wrapper (messages, error boundary, toaster), the theme store, and the tab's RootStore over
 * the fake transport, in the toolbar's language and theme at the page's own address. Nothing
 * is composed by hand: the chrome, the screens and their stores are the site's.
 */
export function SitePage({ path, search = '', signedIn, routes = {}, page }: SitePageOptions) {
  const language = useLocale();
  const [tab] = useState(() => {
    // The page's guards and links read the browser's address; the story's own comes back on unmount.
    const storyAddress = window.location.href;
    const pathname = localizedPath(language, path);
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    // The site's theme store starts from the stored choice: the toolbar's theme.
    window.localStorage.setItem(themeStorageKey, document.documentElement.getAttribute(themeAttribute) ?? 'dark');
    const answers: FakeRoutes = signedIn ? { frontendData: { body: mainData() }, ...routes } : routes;
    const { store } = createTestStore(answers, { ...(signedIn ? { token: 'token-1' } : {}), now: () => NOW });
    const source: StoresSource = { create: () => Promise.resolve(store), configLoaded: () => Promise.resolve(), hasStoredSession: () => signedIn };
    return { storyAddress, pathname, store, source, history: createHistory(window as never) };
  });
  useEffect(() => () => window.history.replaceState(window.history.state, '', tab.storyAddress), [tab]);
  const props: SitePageProps = {
    location: { pathname: tab.pathname, search },
    pageContext: { i18n: { language, originalPath: path } },
    data: { locales: pageLocales(language) },
  };
  return (
    <ThemeProvider>
      <StoresProvider source={tab.source} loaded={signedIn ? tab.store : null}>
        <Location history={tab.history}>{wrapPageElement({ element: page(props), props })}</Location>
      </StoresProvider>
    </ThemeProvider>
  );
}

/**
 * A story's play function waits here until the page has settled as a visitor sees it: its h1
 * painted, no region busy, no placeholder left (the stores restored the session and the lazy
 * screen arrived).
 */
export async function pageSettled(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      expect(canvasElement.querySelector('h1')).not.toBeNull();
      // What loads only near the viewport (the landing's prices) is scrolled to, as a visitor would.
      for (const busy of document.querySelectorAll('[aria-busy="true"]')) busy.scrollIntoView({ block: 'center' });
      expect(document.querySelector('[aria-busy="true"], [data-shape]')).toBeNull();
    },
    { timeout: 15_000 },
  );
  window.scrollTo(0, 0);
}
