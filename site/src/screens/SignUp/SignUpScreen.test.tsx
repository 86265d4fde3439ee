import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { SignUpScreen } from './SignUpScreen';
import { createTestStore, errorReply, type FakeRoutes } from '../testing/fakeApi';
import { mainData } from '../testing/fixtures';
import { message, renderScreen } from '../testing/renderScreen';

const registered: FakeRoutes = { register: { body: { status: true, token: 'token-1' } }, frontendData: { body: mainData() } };

function setup(routes: FakeRoutes = registered) {
  const harness = createTestStore(routes);
  renderScreen(<SignUpScreen />, { store: harness.store, originalPath: '/auth/sign-up/' });
  return harness;
}

const field = (key: string) => screen.getByLabelText(message('auth', key));

async function fill(values: { login?: string; email?: string; password?: string; repeat?: string }, captcha = true) {
  const user = userEvent.setup();
  if (values.login) await user.type(field('login'), values.login);
  if (values.email) await user.type(field('email'), values.email);
  if (values.password) await user.type(field('password'), values.password);
  if (values.repeat) await user.type(field('passwordRepeat'), values.repeat);
  if (captcha) await user.click(screen.getByRole('checkbox', { name: message('auth', 'captcha.dev') }));
  await user.click(screen.getByRole('button', { name: message('auth', 'signUp.submit') }));
}

const valid = { login: 'new_player', email: 'player@example.com', password: 'long-enough', repeat: 'long-enough' };

beforeEach(() => jest.mocked(navigate).mockClear());

it('shows the password hint', () => {
  setup();
  expect(field('password')).toHaveAccessibleDescription(message('auth', 'passwordHint'));
});

// The login's rules show before the first try, not only in the refusal after one.
it('shows the login rules before the first try', () => {
  setup();
  expect(field('login')).toHaveAccessibleDescription(message('auth', 'signUp.loginHint'));
});

it('registers and goes to the bot confirmation page', async () => {
  const { calls } = setup();
  await fill(valid);
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/auth/sign-up-submit/', {}));
  expect(calls[0]?.body).toMatchObject({ login: 'new_player', email: 'player@example.com', password: 'long-enough' });
});

it('refuses a repeat that differs from the password without calling the server', async () => {
  const { calls } = setup();
  await fill({ ...valid, repeat: 'something-else' });
  expect(field('passwordRepeat')).toHaveAccessibleDescription(message('errors.auth', 'PASSWORD_REPEAT_MISMATCH'));
  expect(field('passwordRepeat')).toHaveFocus();
  expect(calls).toHaveLength(0);
});

it('refuses an e-mail that is not one', async () => {
  setup();
  await fill({ ...valid, email: 'player@' });
  expect(field('email')).toHaveAccessibleDescription(message('errors.auth', 'INVALID_EMAIL'));
});

it('refuses a password shorter than 8 characters', async () => {
  setup();
  await fill({ ...valid, password: 'short', repeat: 'short' });
  expect(field('password')).toHaveAccessibleDescription(`${message('auth', 'passwordHint')} ${message('errors.auth', 'PASSWORD_TOO_SHORT')}`);
});

it.each([
  ['LOGIN_EXISTS', 'login'],
  ['EMAIL_EXISTS', 'email'],
])('shows %s from the server at the %s field, keeping every value', async (code, key) => {
  setup({ register: errorReply(409, code) });
  await fill(valid);
  await waitFor(() => expect(field(key)).toHaveFocus());
  expect(field(key)).toHaveAccessibleDescription(expect.stringContaining(message('errors.auth', code)));
  expect(field('login')).toHaveValue('new_player');
  expect(field('passwordRepeat')).toHaveValue('long-enough');
});
