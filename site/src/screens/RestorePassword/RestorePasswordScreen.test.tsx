import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { RestorePasswordScreen } from './RestorePasswordScreen';
import { SignInScreen } from '../SignIn/SignInScreen';
import { createTestStore, errorReply, type FakeRoutes } from '../testing/fakeApi';
import { mainData } from '../testing/fixtures';
import { message, renderScreen } from '../testing/renderScreen';

const ok = { body: { status: true } };
const accepting: FakeRoutes = { reset: ok, validateResetCode: ok, setPasswordReset: ok };

function setup(routes: FakeRoutes = accepting, search = '') {
  const harness = createTestStore(routes);
  renderScreen(<RestorePasswordScreen />, { store: harness.store, originalPath: '/auth/restore-password/', search });
  return harness;
}

const submit = (user: UserEvent, key: string) => user.click(screen.getByRole('button', { name: message('auth', key) }));

async function requestCode(user: UserEvent, email = 'demo@chameleon.local') {
  await user.type(screen.getByLabelText(message('auth', 'email')), email);
  await user.click(screen.getByRole('checkbox', { name: message('auth', 'captcha.dev') }));
  await submit(user, 'restore.sendCode');
}

async function enterCode(user: UserEvent, code = '123456') {
  await user.type(await screen.findByLabelText(message('auth', 'restore.code'), { exact: false }), code);
  await submit(user, 'restore.checkCode');
}

beforeEach(() => jest.mocked(navigate).mockClear());

it('mails a code to the address with the captcha answer, then asks for the code', async () => {
  const user = userEvent.setup();
  const { calls, store } = setup();
  await requestCode(user);
  expect(await screen.findByText(message('auth', 'restore.codeLead', { email: 'demo@chameleon.local' }))).toBeInTheDocument();
  expect(calls.find((call) => call.endpoint === 'reset')?.body).toEqual({ email: 'demo@chameleon.local', recaptchaToken: 'development-captcha-token' });
  expect(store.notifications.notifications.map((toast) => toast.title)).toEqual(['emailSent.title']);
});

it('shows an unknown address at the e-mail field', async () => {
  const user = userEvent.setup();
  setup({ reset: errorReply(404, 'EMAIL_NOT_FOUND') });
  await requestCode(user);
  await waitFor(() => expect(screen.getByLabelText(message('auth', 'email'))).toHaveAccessibleDescription(message('errors.auth', 'EMAIL_NOT_FOUND')));
});

it('says so when the mail could not be sent', async () => {
  const user = userEvent.setup();
  setup({ reset: errorReply(503, 'EMAIL_SEND_FAILED') });
  await requestCode(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(message('errors.auth', 'EMAIL_SEND_FAILED'));
});

it("raises the 'failed to send email' notification when the code could not be mailed", async () => {
  const user = userEvent.setup();
  const { store } = setup({ reset: errorReply(503, 'EMAIL_SEND_FAILED') });
  await requestCode(user);
  await waitFor(() => expect(store.notifications.notifications).toEqual([expect.objectContaining({ title: 'emailError.title', content: 'emailError.content', type: 'error' })]));
});

it("raises the 'failed to send email' notification when the new password could not be mailed", async () => {
  const user = userEvent.setup();
  const { store } = setup({ ...accepting, setPasswordReset: errorReply(503, 'EMAIL_SEND_FAILED') });
  await requestCode(user);
  await enterCode(user);
  await submit(user, 'restore.sendPassword');
  await waitFor(() => expect(store.notifications.notifications.map((toast) => toast.title)).toEqual(['emailSent.title', 'emailError.title']));
  expect(navigate).not.toHaveBeenCalled();
});

it('raises no mail notification for other refusals', async () => {
  const user = userEvent.setup();
  const { store } = setup({ reset: errorReply(404, 'EMAIL_NOT_FOUND') });
  await requestCode(user);
  await waitFor(() => expect(screen.getByLabelText(message('auth', 'email'))).toHaveAccessibleDescription(message('errors.auth', 'EMAIL_NOT_FOUND')));
  expect(store.notifications.notifications).toEqual([]);
});

it('asks for the captcha before mailing anything', async () => {
  const user = userEvent.setup();
  const { calls } = setup();
  await user.type(screen.getByLabelText(message('auth', 'email')), 'demo@chameleon.local');
  await submit(user, 'restore.sendCode');
  expect(screen.getByRole('group', { name: message('auth', 'captcha.label') })).toHaveAccessibleDescription(message('errors.auth', 'CAPTCHA_REQUIRED'));
  expect(calls).toHaveLength(0);
});

it('shows a wrong code at the code field and stays on that step', async () => {
  const user = userEvent.setup();
  setup({ ...accepting, validateResetCode: errorReply(400, 'INVALID_CODE') });
  await requestCode(user);
  await enterCode(user);
  const code = screen.getByLabelText(message('auth', 'restore.code'), { exact: false });
  await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(message('errors.auth', 'INVALID_CODE'))));
  expect(screen.queryByLabelText(message('auth', 'restore.newPassword'), { exact: false })).not.toBeInTheDocument();
});

it('sets the chosen password and sends the user to sign in', async () => {
  const user = userEvent.setup();
  const { calls, store } = setup();
  await requestCode(user);
  await enterCode(user);
  await user.type(await screen.findByLabelText(message('auth', 'restore.newPassword'), { exact: false }), 'new-password-1');
  await user.type(screen.getByLabelText(message('auth', 'passwordRepeat')), 'new-password-1');
  await submit(user, 'restore.save');
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/auth/sign-in/', {}));
  expect(calls.find((call) => call.endpoint === 'setPasswordReset')?.body).toEqual({
    email: 'demo@chameleon.local',
    resetCode: '123456',
    password: 'new-password-1',
  });
  // Read on the sign-in page: it says to sign in now, not "the next time".
  expect(store.notifications.notifications).toContainEqual(expect.objectContaining({ title: 'passwordReset.title', content: 'passwordReset.content' }));
});

it('names no account to password managers: the public flow knows an e-mail, and a saved login is the login', async () => {
  const user = userEvent.setup();
  setup();
  await requestCode(user);
  await enterCode(user);
  const password = await screen.findByLabelText(message('auth', 'restore.newPassword'), { exact: false });
  expect((password as HTMLInputElement).form?.querySelector('input[autocomplete="username"]')).toBeNull();
});

it('checks the repeated password before sending it', async () => {
  const user = userEvent.setup();
  const { calls } = setup();
  await requestCode(user);
  await enterCode(user);
  await user.type(await screen.findByLabelText(message('auth', 'restore.newPassword'), { exact: false }), 'new-password-1');
  await user.type(screen.getByLabelText(message('auth', 'passwordRepeat')), 'new-password-2');
  await submit(user, 'restore.save');
  await waitFor(() =>
    expect(screen.getByLabelText(message('auth', 'passwordRepeat'))).toHaveAccessibleDescription(message('errors.auth', 'PASSWORD_REPEAT_MISMATCH')),
  );
  expect(calls.some((call) => call.endpoint === 'setPasswordReset')).toBe(false);
});

it('lets the server mail a new password and shows the result page', async () => {
  const user = userEvent.setup();
  const { calls } = setup();
  await requestCode(user);
  await enterCode(user);
  await submit(user, 'restore.sendPassword');
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/auth/reset-password/', {}));
  expect(calls.find((call) => call.endpoint === 'setPasswordReset')?.body).toEqual({ email: 'demo@chameleon.local', resetCode: '123456' });
});

it('sends a signed-in user to the profile', async () => {
  const harness = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });
  renderScreen(<RestorePasswordScreen />, { store: harness.store, originalPath: '/auth/restore-password/' });
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/profile/', { replace: true }));
  expect(screen.queryByLabelText(message('auth', 'email'))).not.toBeInTheDocument();
});

describe('opened from the reset mail’s button', () => {
  it('asks for the mailed code for the address in the fragment, and takes the address off the URL', async () => {
    const user = userEvent.setup();
    const { calls } = setup(accepting, '#email=anna%40example.com');
    expect(await screen.findByText(message('auth', 'restore.codeLead', { email: 'anna@example.com' }))).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    await enterCode(user);
    expect(calls.find((call) => call.endpoint === 'validateResetCode')?.body).toEqual({ email: 'anna@example.com', resetCode: '123456' });
    expect(calls.some((call) => call.endpoint === 'reset')).toBe(false);
  });

  it('starts from the e-mail step when the fragment holds no address', async () => {
    setup(accepting, '#email=not-an-address');
    expect(await screen.findByLabelText(message('auth', 'email'))).toHaveValue('');
  });
});

describe('a reload and another code', () => {
  function tab() {
    const items = new Map<string, string>();
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
  }

  it('opens at the code step for the same address after a reload, saying how long the code lives', async () => {
    const user = userEvent.setup();
    const tabStorage = tab();
    const first = createTestStore(accepting, { tabStorage });
    const view = renderScreen(<RestorePasswordScreen />, { store: first.store, originalPath: '/auth/restore-password/' });
    await requestCode(user);
    await screen.findByText(message('auth', 'restore.codeLead', { email: 'demo@chameleon.local' }));
    view.unmount();

    const reloaded = createTestStore(accepting, { tabStorage });
    renderScreen(<RestorePasswordScreen />, { store: reloaded.store, originalPath: '/auth/restore-password/' });
    expect(await screen.findByText(message('auth', 'restore.codeLead', { email: 'demo@chameleon.local' }))).toBeInTheDocument();
    expect(screen.getByText(message('auth', 'restore.codeLifetime', { minutes: 60 }))).toBeInTheDocument();
    await enterCode(user);
    expect(await screen.findByText(message('auth', 'restore.passwordLead'))).toBeInTheDocument();
    expect(reloaded.calls.find((call) => call.endpoint === 'validateResetCode')?.body).toEqual({ email: 'demo@chameleon.local', resetCode: '123456' });
  });

  it('sends the code again a minute after the last one, with the captcha, to the same address', async () => {
    const user = userEvent.setup();
    let now = Date.parse('2026-11-21T12:00:00Z');
    const harness = createTestStore(accepting, { now: () => new Date(now) });
    renderScreen(<RestorePasswordScreen />, { store: harness.store, originalPath: '/auth/restore-password/' });
    await requestCode(user);
    const resend = await screen.findByRole('button', { name: message('auth', 'restore.resend') });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription(message('auth', 'restore.resendIn', { wait: 'in 1 minute' }));
    now += 60_000;
    await waitFor(() => expect(resend).toBeEnabled(), { timeout: 2500 });
    await user.click(resend);
    const form = screen.getByRole('form', { name: message('auth', 'restore.resend') });
    await user.click(screen.getByRole('checkbox', { name: message('auth', 'captcha.dev') }));
    await user.click(within(form).getByRole('button', { name: message('auth', 'restore.sendCode') }));
    await waitFor(() => expect(harness.calls.filter((call) => call.endpoint === 'reset')).toHaveLength(2));
    expect(harness.calls.filter((call) => call.endpoint === 'reset')[1]?.body).toEqual({ email: 'demo@chameleon.local', recaptchaToken: 'development-captcha-token' });
    // Sent: the form closes and the minute starts again.
    await waitFor(() => expect(screen.queryByRole('form', { name: message('auth', 'restore.resend') })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: message('auth', 'restore.resend') })).toBeDisabled();
  });
});

it('starts sign-in with the username the server named for the reset address', async () => {
  const user = userEvent.setup();
  const { store } = setup({ ...accepting, setPasswordReset: { body: { status: true, login: 'demo' } } });
  await requestCode(user);
  await enterCode(user);
  await user.type(await screen.findByLabelText(message('auth', 'restore.newPassword'), { exact: false }), 'new-password-1');
  await user.type(screen.getByLabelText(message('auth', 'passwordRepeat')), 'new-password-1');
  await submit(user, 'restore.save');
  await waitFor(() => expect(store.passwordReset.signInAs).toBe('demo'));
  renderScreen(<SignInScreen />, { store, originalPath: '/auth/sign-in/' });
  expect(await screen.findByLabelText(message('auth', 'login'))).toHaveValue('demo');
});
