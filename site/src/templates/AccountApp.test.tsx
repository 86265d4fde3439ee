import { Component, type ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { accountSectionAttribute } from '../app/accountHeadScript';
import { createRootStoreSource, type StoresModule } from '../app/rootStoreSource';
import { createTestStore } from '../screens/testing/fakeApi';
import { mainData } from '../screens/testing/fixtures';
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

// react-dom/server needs TextEncoder, which jsdom lacks.
let renderToString: (element: JSX.Element) => string;
beforeAll(async () => {
  const { TextEncoder } = await import('node:util');
  Object.assign(globalThis, { TextEncoder });
  ({ renderToString } = await import('react-dom/server'));
});

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

/** A tab whose stores' chunk is still on its way: `arrive` or `fail` it. */
function storesOnTheWay({ sessionCookie = true } = {}) {
  const { store } = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const chunk = new Promise<StoresModule>((resolve, reject) => {
    arrive = () => resolve({ createRootStore: () => store });
    fail = reject;
  });
  const importStores = jest.fn(() => chunk);
  const source = createRootStoreSource({
    importStores,
    configLoaded: () => Promise.resolve(),
    hasStoredSession: () => sessionCookie,
    storeOptions: { apiBaseUrl: () => '/api', locale: () => 'en' },
  });
  return { store, source, arrive, fail, importStores };
}

/**
 * The account page as the browser gets it: the static HTML, then hydration over it. The build's
 * server render may have a store (the auth pages' modules, in the same server bundle, create
 * one): `serverSource` stands for that.
 */
function hydrateAccountPage(options: Parameters<typeof screenTree>[1], serverSource = options.source) {
  const container = document.createElement('div');
  // React warns of layout effects in every server render (Gatsby's too, in development).
  const serverWarnings = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  container.innerHTML = renderToString(screenTree(page, { ...options, source: serverSource }));
  serverWarnings.mockRestore();
  document.body.appendChild(container);
  const staticNav = container.querySelector(`nav[aria-label="${message('header', 'profileNav.label')}"]`);
  const errors = jest.spyOn(console, 'error');
  const view = render(screenTree(page, options), { container, hydrate: true });
  return { view, staticNav, errors };
}

afterEach(() => {
  document.body.innerHTML = '';
});

it.each([
  ['a server render without a store', false],
  ['a server render that had one', true],
])('hydrates the static frame without the stores, and shows the section once they arrived (%s)', async (_name, serverHadStore) => {
  const { store, source, arrive } = storesOnTheWay();
  const serverSource = storesOnTheWay().source;
  if (serverHadStore) serverSource.adopt({ createRootStore: () => createTestStore().store });
  const { staticNav, errors } = hydrateAccountPage({ store, source, originalPath: '/profile/subscription/' }, serverSource);
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
  expect(await screen.findByRole('heading', { name: 'Siege Line' })).toBeInTheDocument();
  // The stores' arrival re-rendered the page, not its static frame: React kept it as it was.
  expect(staticOutlineRenders()).toBe(rendersBefore);
  expect(source.getSnapshot()).toBe(store);
  // No hydration mismatch: the static HTML knew no stores either.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

it('names the section of a tab followed before the app took over on <html>, where the static frame reads its title', async () => {
  const { store, source } = storesOnTheWay();
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
  const { store, source, fail } = storesOnTheWay();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<Caught>{screenTree(page, { store, source, originalPath: '/profile/' })}</Caught>);
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
  // On the way: the address is sign-in's, and the sign-in page's chunk brings the stores while
  // this page is still mounted. The account guards must not run against sign-in's address.
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

