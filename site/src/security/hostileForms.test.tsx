import { browserTab, registerUser, startApi, type InProcessApi } from '../api/testing/inProcessApi';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOSTILE_TEXT } from './payloads';
import { activeElements, sanitizedEmail, scriptRan, shownErrors } from './support/dom';
import { SignInScreen } from '../screens/SignIn/SignInScreen';
import { SignUpScreen } from '../screens/SignUp/SignUpScreen';
import { RestorePasswordScreen } from '../screens/RestorePassword/RestorePasswordScreen';
import { renderAccount } from '../screens/testing/renderAccount';
import { message, renderScreen } from '../screens/testing/renderScreen';

// Hostile text in every field of every form, over the real screens, stores and API (Fastify
// over PGlite in this process): the answer is a validation message or the server's translated
// error, shown as text; nothing typed becomes an element or runs; what was typed stays.

let api: InProcessApi;
let account: Awaited<ReturnType<typeof registerUser>>;
let submissions = 0;

beforeAll(async () => {
  api = await startApi();
  account = await registerUser(api.app, { login: 'hostile_forms_owner' });
}, 180_000);

afterAll(async () => {
  if (process.env.SECURITY_COUNTS) console.log(`hostile forms: ${submissions} submissions (${HOSTILE_TEXT.length} payloads)`);
  await api?.close();
}, 60_000);

afterEach(cleanup);

async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value !== '') {
    await user.click(input);
    await user.paste(value);
  }
}

async function submitAndExpectAnError(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof within>, submitName: string) {
  submissions += 1;
  await user.click(form.getByRole('button', { name: submitName }));
  await waitFor(() => expect(shownErrors()).not.toHaveLength(0), { timeout: 10_000 });
  expect(activeElements()).toEqual([]);
  expect(scriptRan()).toBe(false);
}

const cases = HOSTILE_TEXT.map(([label, value]) => [label, value] as const);

describe.each(cases)('%s', (_label, value) => {
  it('sign-in: an error as text, nothing run, the values kept', async () => {
    const { store } = browserTab(api);
    renderScreen(<SignInScreen />, { store, originalPath: '/auth/sign-in/' });
    const user = userEvent.setup();
    const form = within(screen.getByRole('form', { name: message('auth', 'signIn.title') }));
    await fill(user, form.getByLabelText(message('auth', 'login')), value);
    await fill(user, form.getByLabelText(message('auth', 'password')), value);
    await user.click(form.getByRole('checkbox', { name: message('auth', 'captcha.dev') }));
    await submitAndExpectAnError(user, form, message('auth', 'signIn.submit'));
    expect(form.getByLabelText(message('auth', 'login'))).toHaveValue(value);
    expect(form.getByLabelText(message('auth', 'password'))).toHaveValue(value);
    expect(store.session.isSignedIn).toBe(false);
  });

  it('sign-up: an error as text, nothing run, the values kept', async () => {
    const { store } = browserTab(api);
    renderScreen(<SignUpScreen />, { store, originalPath: '/auth/sign-up/' });
    const user = userEvent.setup();
    const form = within(screen.getByRole('form', { name: message('auth', 'signUp.title') }));
    const fields = [message('auth', 'login'), message('auth', 'email'), message('auth', 'password'), message('auth', 'passwordRepeat')];
    for (const label of fields) await fill(user, form.getByLabelText(label), value);
    const captcha = form.queryByRole('checkbox', { name: message('auth', 'captcha.dev') });
    if (captcha !== null) await user.click(captcha);
    await submitAndExpectAnError(user, form, message('auth', 'signUp.submit'));
    expect(fields.map((label) => (form.getByLabelText(label) as HTMLInputElement).value)).toEqual([value, sanitizedEmail(value), value, value]);
    expect(store.session.isSignedIn).toBe(false);
  });

  it('restore password: an error as text, nothing run, the value kept', async () => {
    const { store } = browserTab(api);
    renderScreen(<RestorePasswordScreen />, { store, originalPath: '/auth/restore-password/' });
    const user = userEvent.setup();
    const form = within(screen.getByRole('form', { name: message('auth', 'restore.title') }));
    await fill(user, form.getByLabelText(message('auth', 'email')), value);
    await user.click(form.getByRole('checkbox', { name: message('auth', 'captcha.dev') }));
    await submitAndExpectAnError(user, form, message('auth', 'restore.sendCode'));
    expect(form.getByLabelText(message('auth', 'email'))).toHaveValue(sanitizedEmail(value));
  });

  it('settings, e-mail and password: errors as text, nothing run, the values kept, nothing changed', async () => {
    const { store } = browserTab(api, { token: account.token });
    await act(() => store.session.restore());
    renderAccount(store, '/profile/settings/');
    const user = userEvent.setup();

    const emailForm = within(await screen.findByRole('form', { name: message('settings', 'email.title') }));
    await fill(user, emailForm.getByLabelText(message('settings', 'email.new')), value);
    await submitAndExpectAnError(user, emailForm, message('settings', 'email.submit'));
    expect(emailForm.getByLabelText(message('settings', 'email.new'))).toHaveValue(sanitizedEmail(value));

    const passwordForm = within(screen.getByRole('form', { name: message('settings', 'password.title') }));
    const labels = [message('settings', 'password.old'), message('settings', 'password.new'), message('settings', 'password.repeat')];
    for (const label of labels) await fill(user, passwordForm.getByLabelText(label), value);
    await submitAndExpectAnError(user, passwordForm, message('settings', 'password.submit'));
    expect(labels.map((label) => (passwordForm.getByLabelText(label) as HTMLInputElement).value)).toEqual([value, value, value]);

    // The account is as it was: same e-mail, same password.
    const signIn = await api.app.inject({
      method: 'POST',
      url: '/v2/web/login',
      payload: { login: account.login, password: account.password, recaptchaToken: 'development-captcha-token' },
    });
    expect({ email: store.session.user?.email, signIn: signIn.statusCode }).toEqual({ email: account.email, signIn: 200 });
  });
});
