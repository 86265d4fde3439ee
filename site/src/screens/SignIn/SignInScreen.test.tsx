import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { SignInScreen } from './SignInScreen';
import { createTestStore, errorReply, type FakeRoutes } from '../testing/fakeApi';
import { mainData } from '../testing/fixtures';
import { message, renderScreen } from '../testing/renderScreen';

const signedIn: FakeRoutes = { login: { body: { status: true, token: 'token-1' } }, frontendData: { body: mainData() } };

function setup(routes: FakeRoutes, search = '') {
  const harness = createTestStore(routes);
  renderScreen(<SignInScreen />, { store: harness.store, originalPath: '/auth/sign-in/', search });
  return harness;
}

async function fillAndSubmit(user = userEvent.setup()) {
  await user.type(screen.getByLabelText(message('auth', 'login')), 'demo');
  await user.type(screen.getByLabelText(message('auth', 'password')), 'demo-password-1');
  await user.click(screen.getByRole('checkbox', { name: message('auth', 'captcha.dev') }));
  await user.click(screen.getByRole('button', { name: message('auth', 'signIn.submit') }));
  return user;
}

beforeEach(() => jest.mocked(navigate).mockClear());

it('signs in and goes to the page the visitor was sent from', async () => {
  const { store } = setup(signedIn, `?redirectTo=${encodeURIComponent('/en/profile/settings/?tab=1')}`);
  await fillAndSubmit();
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/profile/settings/?tab=1', { replace: true }));
  expect(store.session.isSignedIn).toBe(true);
});

it('goes to the profile instead of a redirect target on another site', async () => {
  setup(signedIn, `?redirectTo=${encodeURIComponent('//evil.example/profile/')}`);
  await fillAndSubmit();
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/profile/', { replace: true }));
});

it('sends the captcha token with the credentials', async () => {
  const { calls } = setup(signedIn);
  await fillAndSubmit();
  await waitFor(() => expect(calls.find((call) => call.endpoint === 'login')?.body).toEqual({
    login: 'demo',
    password: 'demo-password-1',
    recaptchaToken: 'development-captcha-token',
  }));
});

it.each([
  ['INVALID_LOGIN', 'login'],
  ['INVALID_PASSWORD', 'password'],
])('shows %s at the %s field and moves focus there', async (code, field) => {
  setup({ login: errorReply(400, code) });
  await fillAndSubmit();
  const input = await screen.findByLabelText(message('auth', field));
  await waitFor(() => expect(input).toHaveAccessibleDescription(message('errors.auth', code)));
  expect(input).toHaveFocus();
});

it('marks login and password for a wrong pair, each described by the alert, and focuses the login', async () => {
  setup({ login: errorReply(401, 'INVALID_CREDENTIALS') });
  await fillAndSubmit();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message('errors.auth', 'INVALID_CREDENTIALS'));
  const login = screen.getByLabelText(message('auth', 'login'));
  const password = screen.getByLabelText(message('auth', 'password'));
  for (const input of [login, password]) {
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message('errors.auth', 'INVALID_CREDENTIALS'));
  }
  expect(login).toHaveFocus();
  // Typing into one takes its mark away; the other keeps it until the next submit.
  await userEvent.setup().type(password, 'x');
  expect(password).not.toHaveAttribute('aria-invalid');
  expect(login).toHaveAttribute('aria-invalid', 'true');
});

it.each([
  ['TO_MANY_REQUESTS', 429],
  ['INVALID_CAPTCHA', 400],
])('shows %s for the whole form and focuses it (a rate limit without Retry-After: a generic wait)', async (code, status) => {
  setup({ login: errorReply(status, code) });
  await fillAndSubmit();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message('errors.auth', code));
  expect(alert).toHaveFocus();
});

it('says so when the server cannot be reached', async () => {
  setup({ login: () => Promise.reject(new Error('offline')) });
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent(message('errors.auth', 'NETWORK_ERROR'));
});

it('keeps what was typed, and the captcha answered, after a refusal that is not about the captcha', async () => {
  const { calls } = setup({ login: errorReply(401, 'INVALID_CREDENTIALS') });
  const user = await fillAndSubmit();
  await screen.findByRole('alert');
  expect(screen.getByLabelText(message('auth', 'login'))).toHaveValue('demo');
  expect(screen.getByLabelText(message('auth', 'password'))).toHaveValue('demo-password-1');
  expect(screen.getByRole('checkbox', { name: message('auth', 'captcha.dev') })).toBeChecked();
  // A second try needs no new answer.
  await user.click(screen.getByRole('button', { name: message('auth', 'signIn.submit') }));
  await waitFor(() => expect(calls.filter((call) => call.endpoint === 'login')).toHaveLength(2));
});

it('says how long to wait when the rate limit names it', async () => {
  setup({ login: errorReply(429, 'TO_MANY_REQUESTS', { 'retry-after': '600' }) });
  await fillAndSubmit();
  expect(await screen.findByRole('alert')).toHaveTextContent(message('errors.auth', 'TO_MANY_REQUESTS.wait', { wait: 'in 10 minutes' }));
});

it('asks for the captcha before sending anything', async () => {
  const { calls } = setup(signedIn);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(message('auth', 'login')), 'demo');
  await user.type(screen.getByLabelText(message('auth', 'password')), 'demo-password-1');
  await user.click(screen.getByRole('button', { name: message('auth', 'signIn.submit') }));
  expect(screen.getByRole('group', { name: message('auth', 'captcha.label') })).toHaveAccessibleDescription(message('errors.auth', 'CAPTCHA_REQUIRED'));
  // The checkbox itself says why, where focus lands.
  const checkbox = screen.getByRole('checkbox', { name: message('auth', 'captcha.dev') });
  expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  expect(checkbox).toHaveAccessibleDescription(message('errors.auth', 'CAPTCHA_REQUIRED'));
  expect(checkbox).toHaveFocus();
  expect(calls).toHaveLength(0);
});

it('sends a signed-in user to the profile', async () => {
  const harness = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });
  renderScreen(<SignInScreen />, { store: harness.store, originalPath: '/auth/sign-in/' });
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/profile/', { replace: true }));
  expect(screen.queryByRole('button', { name: message('auth', 'signIn.submit') })).not.toBeInTheDocument();
});
