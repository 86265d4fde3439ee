import { screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { createTestStore } from '../testing/fakeApi';
import { mainData } from '../testing/fixtures';
import { renderAccount } from '../testing/renderAccount';
import { message } from '../testing/renderScreen';
import { dataPaintedMark } from './ProfileRoute';

beforeEach(() => jest.mocked(navigate).mockClear());

it('sends a visitor to sign-in with the full original path as redirectTo', async () => {
  const { store } = createTestStore();
  renderAccount(store, '/profile/settings/', '?tab=password');
  await waitFor(() =>
    expect(navigate).toHaveBeenCalledWith(`/en/auth/sign-in/?redirectTo=${encodeURIComponent('/en/profile/settings/?tab=password')}`, {
      replace: true,
    }),
  );
});

it('shows a loading state, not the sign-in redirect, while the session is restored', async () => {
  let answer: (value: { body: unknown }) => void = () => undefined;
  const { store } = createTestStore({ frontendData: () => new Promise((resolve) => (answer = resolve)) }, { token: 'token-1' });
  renderAccount(store, '/profile/');
  expect(await screen.findByText(message('main', 'loading'))).toBeInTheDocument();
  expect(navigate).not.toHaveBeenCalled();
  answer({ body: mainData() });
  expect(await screen.findByRole('heading', { name: message('profile', 'home.greeting', { login: 'demo' }) })).toBeInTheDocument();
});

it("offers sign-out, never 'Sign in', while a stored session is restored", async () => {
  let answer: (value: { body: unknown }) => void = () => undefined;
  const { store } = createTestStore({ frontendData: () => new Promise((resolve) => (answer = resolve)) }, { token: 'token-1' });
  renderAccount(store, '/profile/');
  expect(await screen.findByText(message('main', 'loading'))).toBeInTheDocument();
  const banner = within(screen.getByRole('banner'));
  expect(banner.queryByRole('link', { name: message('header', 'account.signIn'), hidden: true })).not.toBeInTheDocument();
  expect(banner.getByRole('link', { name: message('header', 'account.signOut'), hidden: true })).toHaveAttribute('href', '/en/profile/logout/');
  answer({ body: mainData() });
  expect(await screen.findByRole('heading', { name: message('profile', 'home.greeting', { login: 'demo' }) })).toBeInTheDocument();
});

it('paints nothing of the account area for a visitor who came in-app, while sending them to sign-in', async () => {
  const { store } = createTestStore();
  renderAccount(store, '/profile/');
  await waitFor(() => expect(navigate).toHaveBeenCalled());
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(screen.queryByText(message('main', 'loading'))).not.toBeInTheDocument();
});

it('shows the registration date on the profile home', async () => {
  const { store } = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });
  renderAccount(store, '/profile/');
  expect(await screen.findByText(/^\d{2}\.\d{2}\.2025 \d{2}:\d{2}$/)).toBeInTheDocument();
});

it('answers 404 on the payment page when no product was chosen', async () => {
  const { store } = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });
  renderAccount(store, '/profile/payment/');
  expect(await screen.findByRole('heading', { name: message('main', 'error.notFound.title') })).toBeInTheDocument();
});

it('offers a retry when the user data cannot be loaded', async () => {
  const { store } = createTestStore({ frontendData: { status: 503, body: { status: false, message: 'INVALID_RESPONSE' } } }, { token: 'token-1' });
  renderAccount(store, '/profile/');
  expect(await screen.findByRole('heading', { name: message('profile', 'load.error') })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: message('profile', 'load.retry') })).toBeInTheDocument();
  expect(navigate).not.toHaveBeenCalled();
});

it('shows the not-found page for an unknown account path', async () => {
  const { store } = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });
  renderAccount(store, '/profile/nothing-here/');
  expect(await screen.findByRole('heading', { name: message('main', 'error.notFound.title') })).toBeInTheDocument();
});

it('sends a visitor at an unknown account path to sign-in, not to the 404', async () => {
  const { store } = createTestStore();
  renderAccount(store, '/profile/nothing-here/');
  await waitFor(() =>
    expect(navigate).toHaveBeenCalledWith(`/en/auth/sign-in/?redirectTo=${encodeURIComponent('/en/profile/nothing-here/')}`, { replace: true }),
  );
  expect(screen.queryByRole('heading', { name: message('main', 'error.notFound.title') })).not.toBeInTheDocument();
});

it('names the unknown account path on its 404', async () => {
  const { store } = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });
  renderAccount(store, '/profile/nothing-here/');
  expect(await screen.findByText(message('main', 'error.pageNotFound', { path: '/en/profile/nothing-here/' }))).toBeInTheDocument();
});

it('marks when the user\'s data is on screen, once', async () => {
  const mark = jest.fn();
  Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
  const { store } = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });
  renderAccount(store, '/profile/');
  expect(await screen.findByRole('heading', { name: message('profile', 'home.greeting', { login: 'demo' }) })).toBeInTheDocument();
  await waitFor(() => expect(mark).toHaveBeenCalledWith(dataPaintedMark));
  expect(mark).toHaveBeenCalledTimes(1);
});
