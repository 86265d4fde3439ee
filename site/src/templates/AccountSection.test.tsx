import { Component, type ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { createTestStore } from '../screens/testing/fakeApi';
import { mainData } from '../screens/testing/fixtures';
import { hydrate, serverRendered, storesOnTheWay } from '../screens/testing/hydration';
import { message, screenTree } from '../screens/testing/renderScreen';
import { accountPage } from '../screens/testing/renderAccount';

const signedIn = { routes: { frontendData: { body: mainData() } } };

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

afterEach(() => {
  document.body.innerHTML = '';
});

it("renders each section's own frame and title at build time", () => {
  const { source, store } = storesOnTheWay(signedIn);
  const container = serverRendered(screenTree(accountPage('/profile/settings/'), { store, source, originalPath: '/profile/settings/' }));
  expect(within(container).getByRole('heading', { level: 1 })).toHaveTextContent(message('settings', 'title'));
  const tabs = within(within(container).getByRole('navigation', { name: message('header', 'profileNav.label') }));
  expect(tabs.getByRole('link', { name: message('header', 'menu.settings') })).toHaveAttribute('aria-current', 'page');
});

it('hydrates the static frame without the stores, and keeps it when the section arrives', async () => {
  const { store, source, arrive } = storesOnTheWay(signedIn);
  const options = { store, source, originalPath: '/profile/subscription/' };
  const container = serverRendered(screenTree(accountPage('/profile/subscription/'), options));
  const staticNav = container.querySelector(`nav[aria-label="${message('header', 'profileNav.label')}"]`);
  const { errors } = hydrate(container, screenTree(accountPage('/profile/subscription/'), options));
  await act(async () => undefined);
  expect(screen.getByRole('navigation', { name: message('header', 'profileNav.label') })).toBe(staticNav);
  expect(within(screen.getByRole('banner')).getByRole('link', { name: message('header', 'account.signOut'), hidden: true })).toBeInTheDocument();
  await act(async () => {
    arrive();
  });
  expect(await screen.findByRole('heading', { name: 'Siege Line (shooter)' })).toBeInTheDocument();
  // The same frame, node for node: focus and scroll stay where they were.
  expect(screen.getByRole('navigation', { name: message('header', 'profileNav.label') })).toBe(staticNav);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});

it('hands a stores chunk that failed to the page error boundary', async () => {
  const { store, source, fail } = storesOnTheWay(signedIn);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<Caught>{screenTree(accountPage('/profile/'), { store, source, originalPath: '/profile/' })}</Caught>);
  await act(async () => {
    fail(new Error('Loading chunk 42 failed.'));
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 42 failed.');
});

it('sends a visitor who came in-app without a session cookie to sign-in at once, without the stores', async () => {
  jest.mocked(navigate).mockClear();
  const { store, source, importStores } = storesOnTheWay({ sessionCookie: false });
  render(screenTree(accountPage('/profile/settings/'), { store, source, originalPath: '/profile/settings/' }));
  await waitFor(() =>
    expect(navigate).toHaveBeenCalledWith(`/en/auth/sign-in/?redirectTo=${encodeURIComponent('/en/profile/settings/')}`, { replace: true }),
  );
  expect(importStores).not.toHaveBeenCalled();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(navigate).toHaveBeenCalledTimes(1);
});

it('signs out on the logout page and goes to sign-in, not back to sign-in for the logout page', async () => {
  jest.mocked(navigate).mockClear();
  const { store } = createTestStore({ frontendData: { body: mainData() }, logout: { body: { status: true } } }, { token: 'token-1' });
  render(screenTree(accountPage('/profile/logout/'), { store, originalPath: '/profile/logout/' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/auth/sign-in/', { replace: true }));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(jest.mocked(navigate).mock.calls).toEqual([['/en/auth/sign-in/', { replace: true }]]);
  expect(store.session.token).toBeNull();
});

describe("a full load of a section's page", () => {
  const loadTemplateAt = async (pathname: string) => {
    window.history.replaceState(null, '', pathname);
    const evaluated: string[] = [];
    await jest.isolateModulesAsync(async () => {
      jest.doMock('../screens/Settings/SettingsScreen', () => {
        evaluated.push('settings');
        return { SettingsScreen: () => null };
      });
      jest.doMock('../screens/Transactions/TransactionsScreen', () => {
        evaluated.push('transactions');
        return { TransactionsScreen: () => null };
      });
      await import('./AccountSection');
    });
    // The dynamic import settles in a later turn.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    window.history.replaceState(null, '', '/');
    return evaluated;
  };

  it("asks for that section's screen as the page's code first runs, before anything renders", async () => {
    expect(await loadTemplateAt('/de/profile/settings/')).toEqual(['settings']);
    expect(await loadTemplateAt('/profile/transactions/')).toEqual(['transactions']);
  });

  it('asks for no screen elsewhere', async () => {
    expect(await loadTemplateAt('/en/')).toEqual([]);
    expect(await loadTemplateAt('/en/profile/')).toEqual([]);
  });
});
