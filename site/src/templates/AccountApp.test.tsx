import { Component, type ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { accountSectionAttribute } from '../app/accountHeadScript';
import { mainData } from '../screens/testing/fixtures';
import { hydrate, serverRendered, storesOnTheWay } from '../screens/testing/hydration';
import { message, screenTree } from '../screens/testing/renderScreen';
import { SectionShell } from '../screens/profile/SectionShell';
import type * as SectionShellModule from '../screens/profile/SectionShell';
import AccountApp from './AccountApp';

// Counts the static outline's renders (SectionShell without a route): the static frame's.
jest.mock('../screens/profile/SectionShell', () => {
  const actual = jest.requireActual<typeof SectionShellModule>('../screens/profile/SectionShell');
  return { ...actual, SectionShell: jest.fn(actual.SectionShell) };
});
const staticOutlineRenders = () => jest.mocked(SectionShell).mock.calls.filter(([props]) => props.route === undefined).length;

const signedIn = { routes: { frontendData: { body: mainData() } } };

const page = <AccountApp {...({} as Parameters<typeof AccountApp>[0])} />;

/** Stands in for PageErrorBoundary (which reloads the page for a failed chunk): shows what reached it. */
class Caught extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

/**
 * The account page as the browser gets it: the static HTML (a server render, where no page
 * creates a store), then hydration over it.
 */
function hydrateAccountPage(options: Parameters<typeof screenTree>[1]) {
  const container = serverRendered(screenTree(page, { ...options, source: storesOnTheWay(signedIn).source }));
  const staticNav = container.querySelector(`nav[aria-label="${message('header', 'profileNav.label')}"]`);
  return { ...hydrate(container, screenTree(page, options)), staticNav };
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('hydrates the static frame without the stores, and shows the section once they arrived', async () => {
  const { store, source, arrive } = storesOnTheWay(signedIn);
  const { staticNav, errors } = hydrateAccountPage({ store, source, originalPath: '/profile/subscription/' });
  await act(async () => {
    source.start();
  });
  // Mounted, the stores not there yet: the static frame stays as it was painted, nodes and all.
  expect(source.getSnapshot()).toBeNull();
  expect(screen.getByRole('navigation', { name: message('header', 'profileNav.label') })).toBe(staticNav);
  expect(within(screen.getByRole('banner')).getByRole('link', { name: message('header', 'account.signOut'), hidden: true })).toBeInTheDocument();
  const rendersBefore = staticOutlineRenders();
  await act(async () => {
    arrive();
  });
  expect(await screen.findByRole('heading', { name: 'Siege Line (shooter)' })).toBeInTheDocument();
  // The stores' arrival re-rendered the page, not its static frame: React kept it as it was.
  expect(staticOutlineRenders()).toBe(rendersBefore);
  expect(source.getSnapshot()).toBe(store);
  // No hydration mismatch: the static HTML knew no stores either.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

it('names the section of a tab followed before the app took over on <html>, where the static frame reads its title', async () => {
  const { store, source } = storesOnTheWay(signedIn);
  hydrateAccountPage({ store, source, originalPath: '/profile/subscription/' });
  // As the head script named it on the full load.
  document.documentElement.setAttribute(accountSectionAttribute, 'subscription');
  await act(async () => {
    source.start();
  });
  await act(async () => {
    window.history.pushState(null, '', '/en/profile/settings/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // The router's location provider takes a new address in an animation frame.
  await waitFor(() => expect(document.documentElement.getAttribute(accountSectionAttribute)).toBe('settings'));
  await act(async () => {
    window.history.pushState(null, '', '/en/profile/no-such-section/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await waitFor(() => expect(document.documentElement.hasAttribute(accountSectionAttribute)).toBe(false));
});

it('hands a stores chunk that failed to the page error boundary', async () => {
  const { store, source, fail } = storesOnTheWay(signedIn);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<Caught>{screenTree(page, { store, source, originalPath: '/profile/' })}</Caught>);
  await act(async () => {
    fail(new Error('Loading chunk 42 failed.'));
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 42 failed.');
});

it('hands a stores chunk that failed to the boundary when the session cookie went while it loaded', async () => {
  // A sign-out in another tab: the page was waiting for the restore, and must not wait for good.
  let cookie = true;
  const { store, source, fail } = storesOnTheWay({ ...signedIn, sessionCookie: () => cookie });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<Caught>{screenTree(page, { store, source, originalPath: '/profile/' })}</Caught>);
  cookie = false;
  await act(async () => {
    fail(new Error('Loading chunk 42 failed.'));
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 42 failed.');
});

it('sends a visitor who came in-app without a session cookie to sign-in at once, without the stores', async () => {
  jest.mocked(navigate).mockClear();
  const { store, source, importStores } = storesOnTheWay({ sessionCookie: false });
  render(screenTree(page, { store, source, originalPath: '/profile/settings/' }));
  await waitFor(() =>
    expect(navigate).toHaveBeenCalledWith(`/en/auth/sign-in/?redirectTo=${encodeURIComponent('/en/profile/settings/')}`, { replace: true }),
  );
  expect(importStores).not.toHaveBeenCalled();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  // On the way: the address is sign-in's, and the stores arrive (the sign-in page loads them)
  // while this page is still mounted. The account guards must not run against sign-in's address.
  window.history.replaceState(null, '', `/en/auth/sign-in/?redirectTo=${encodeURIComponent('/en/profile/settings/')}`);
  await act(async () => {
    source.adopt({ createRootStore: () => store });
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(navigate).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
});

