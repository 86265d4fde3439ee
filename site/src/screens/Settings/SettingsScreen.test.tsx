import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestStore, errorReply, type FakeRoutes } from '../testing/fakeApi';
import { mainData } from '../testing/fixtures';
import { renderAccount } from '../testing/renderAccount';
import { message } from '../testing/renderScreen';

async function changePassword(routes: FakeRoutes, values = { old: 'demo-password-1', next: 'new-password-2', repeat: 'new-password-2' }) {
  // Main data answers with the token it was asked with, as the API does.
  const frontendData: FakeRoutes['frontendData'] = ({ token }) => ({ body: mainData({ access_token: token ?? '' }) });
  const harness = createTestStore({ frontendData, ...routes }, { token: 'token-1' });
  renderAccount(harness.store, '/profile/settings/');
  const form = within(await screen.findByRole('form', { name: message('settings', 'password.title') }));
  const user = userEvent.setup();
  await user.type(form.getByLabelText(message('settings', 'password.old')), values.old);
  await user.type(form.getByLabelText(message('settings', 'password.new')), values.next);
  await user.type(form.getByLabelText(message('settings', 'password.repeat')), values.repeat);
  await user.click(form.getByRole('button', { name: message('settings', 'password.submit') }));
  return { ...harness, form };
}

it('changes the password, keeps the new token and says so', async () => {
  const { store, calls, cookies } = await changePassword({ changePassword: { body: { status: true, token: 'token-2' } } });
  await waitFor(() => expect(store.notifications.notifications.map((toast) => toast.title)).toEqual(['passwordChanged.title']));
  expect(cookies.get()).toBe('token-2');
  expect(calls.find((call) => call.endpoint === 'changePassword')?.body).toEqual({
    old_password: 'demo-password-1',
    new_password: 'new-password-2',
  });
  expect(calls.at(-1)).toMatchObject({ endpoint: 'frontendData', authorization: 'Bearer token-2' });
});

it('shows a wrong current password at its field', async () => {
  const { form } = await changePassword({ changePassword: errorReply(400, 'INVALID_PASSWORD') });
  const old = form.getByLabelText(message('settings', 'password.old'));
  await waitFor(() => expect(old).toHaveAccessibleDescription(message('errors.auth', 'INVALID_PASSWORD')));
  expect(old).toHaveValue('demo-password-1');
});

it('checks the repeat before calling the server', async () => {
  const { calls, form } = await changePassword({}, { old: 'demo-password-1', next: 'new-password-2', repeat: 'new-password-3' });
  expect(form.getByLabelText(message('settings', 'password.repeat'))).toHaveAccessibleDescription(message('errors.auth', 'PASSWORD_REPEAT_MISMATCH'));
  expect(calls.some((call) => call.endpoint === 'changePassword')).toBe(false);
});

it("names the account to password managers: the password form carries the login as its hidden username", async () => {
  const harness = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });
  const { container } = renderAccount(harness.store, '/profile/settings/');
  const form = await screen.findByRole('form', { name: message('settings', 'password.title') });
  // Chromium asks for one beside every password form, so a saved or changed password is filed
  // under the right account; hidden, it is in nobody's way (and out of the accessibility tree).
  const username = form.querySelector<HTMLInputElement>('input[autocomplete="username"]');
  expect(username).not.toBeNull();
  expect(username).toHaveValue(mainData().user.login);
  expect(username).not.toBeVisible();
  expect(username?.form).toBe(form);
  // Not a field of the form: the request carries exactly the spec's keys (checked above).
  expect(container.querySelectorAll('input[autocomplete="username"]')).toHaveLength(1);
});

it("names the account to password managers in the restore flow's password step too", async () => {
  const ok = { body: { status: true } };
  const harness = createTestStore({ frontendData: { body: mainData() }, reset: ok, validateResetCode: ok }, { token: 'token-1' });
  renderAccount(harness.store, '/profile/settings/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: message('settings', 'restore.start') }));
  await user.click(screen.getByRole('checkbox', { name: message('auth', 'captcha.dev') }));
  await user.click(screen.getByRole('button', { name: message('auth', 'restore.sendCode') }));
  await user.type(await screen.findByLabelText(message('auth', 'restore.code'), { exact: false }), '123456');
  await user.click(screen.getByRole('button', { name: message('auth', 'restore.checkCode') }));
  const restoreForm = await screen.findByRole('form', { name: message('auth', 'restore.title') });
  await within(restoreForm).findByLabelText(message('auth', 'restore.newPassword'), { exact: false });
  expect(restoreForm.querySelector('input[autocomplete="username"]')).toHaveValue(mainData().user.login);
});

async function changeEmail(routes: FakeRoutes, email: string) {
  const harness = createTestStore({ frontendData: { body: mainData() }, ...routes }, { token: 'token-1' });
  renderAccount(harness.store, '/profile/settings/');
  const form = within(await screen.findByRole('form', { name: message('settings', 'email.title') }));
  const user = userEvent.setup();
  await user.type(form.getByLabelText(message('settings', 'email.new')), email);
  await user.click(form.getByRole('button', { name: message('settings', 'email.submit') }));
  return { ...harness, form };
}

it('shows an address the server refuses at the field and raises the invalid e-mail notification', async () => {
  const { store, form } = await changeEmail({ changeEmail: errorReply(400, 'INVALID_EMAIL') }, 'player@example.com');
  await waitFor(() => expect(form.getByLabelText(message('settings', 'email.new'))).toHaveAccessibleDescription('Enter a valid email address'));
  expect(store.notifications.notifications).toEqual([expect.objectContaining({ title: 'emailInvalid.title', content: 'emailInvalid.content', type: 'warning' })]);
});

it('checks the address before calling the server, with no notification', async () => {
  const { calls, store, form } = await changeEmail({}, 'player@');
  expect(form.getByLabelText(message('settings', 'email.new'))).toHaveAccessibleDescription('Enter a valid email address');
  expect({ sent: calls.some((call) => call.endpoint === 'changeEmail'), notifications: store.notifications.notifications }).toEqual({ sent: false, notifications: [] });
});

it('shows a taken address at the field without the invalid e-mail notification', async () => {
  const { store, form } = await changeEmail({ changeEmail: errorReply(409, 'EMAIL_EXISTS') }, 'taken@example.com');
  await waitFor(() => expect(form.getByLabelText(message('settings', 'email.new'))).toHaveAccessibleDescription(message('errors.auth', 'EMAIL_EXISTS')));
  expect(store.notifications.notifications).toEqual([]);
});

// The restore flow opened from settings has no e-mail field (the account's address is used),
// so it must not ask for "the email you signed up with".
it('opens the restore flow without asking for an e-mail it does not show', async () => {
  const harness = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });
  renderAccount(harness.store, '/profile/settings/');
  await userEvent.setup().click(await screen.findByRole('button', { name: message('settings', 'restore.start') }));
  const restoreForm = await screen.findByRole('form', { name: message('auth', 'restore.title') });
  expect(within(restoreForm).queryByText(message('auth', 'restore.emailLead'))).not.toBeInTheDocument();
  expect(within(restoreForm).queryByRole('textbox', { name: message('auth', 'email') })).not.toBeInTheDocument();
});
