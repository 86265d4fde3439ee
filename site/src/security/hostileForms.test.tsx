import { browserTab, registerUser, startApi, type InProcessApi } from '../transport/testing/inProcessApi';
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

type User = ReturnType<typeof userEvent.setup>;
type Form = ReturnType<typeof within>;

async function fill(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value !== '') {
    await user.click(input);
    await user.paste(value);
  }
}

async function fillEach(user: User, form: Form, labels: string[], value: string) {
  for (const label of labels) await fill(user, form.getByLabelText(label), value);
}

const valuesOf = (form: Form, labels: string[]) => labels.map((label) => (form.getByLabelText(label) as HTMLInputElement).value);

/** A signed-out tab showing one auth screen, and its form. */
function openAuthForm(element: JSX.Element, originalPath: string, titleKey: string) {
  const { store } = browserTab(api);
  renderScreen(element, { store, originalPath });
  const form = within(screen.getByRole('form', { name: message('auth', titleKey) }));
  return { store, user: userEvent.setup(), form };
}

async function submitAndExpectAnError(user: User, form: Form, submitName: string) {
  submissions += 1;
  await user.click(form.getByRole('button', { name: submitName }));
  await waitFor(() => expect(shownErrors()).not.toHaveLength(0), { timeout: 10_000 });
  expect(activeElements()).toEqual([]);
  expect(scriptRan()).toBe(false);
}

const cases = HOSTILE_TEXT.map(([label, value]) => [label, value] as const);

describe.each(cases)('%s', (_label, value) => {
  it('sign-in: an error as text, nothing run, the values kept', async () => {
    const { store, user, form } = openAuthForm(<SignInScreen />, '/auth/sign-in/', 'signIn.title');
    const fields = [message('auth', 'login'), message('auth', 'password')];
    await fillEach(user, form, fields, value);
    await user.click(form.getByRole('checkbox', { name: message('auth', 'captcha.dev') }));
    await submitAndExpectAnError(user, form, message('auth', 'signIn.submit'));
    expect(valuesOf(form, fields)).toEqual([value, value]);
    expect(store.session.isSignedIn).toBe(false);
  });

  it('sign-up: an error as text, nothing run, the values kept', async () => {
    const { store, user, form } = openAuthForm(<SignUpScreen />, '/auth/sign-up/', 'signUp.title');
    const fields = [message('auth', 'login'), message('auth', 'email'), message('auth', 'password'), message('auth', 'passwordRepeat')];
    await fillEach(user, form, fields, value);
    const captcha = form.queryByRole('checkbox', { name: message('auth', 'captcha.dev') });
    if (captcha !== null) await user.click(captcha);
    await submitAndExpectAnError(user, form, message('auth', 'signUp.submit'));
    expect(valuesOf(form, fields)).toEqual([value, sanitizedEmail(value), value, value]);
    expect(store.session.isSignedIn).toBe(false);
  });

  it('restore password: an error as text, nothing run, the value kept', async () => {
    const { user, form } = openAuthForm(<RestorePasswordScreen />, '/auth/restore-password/', 'restore.title');
    const fields = [message('auth', 'email')];
    await fillEach(user, form, fields, value);
    await user.click(form.getByRole('checkbox', { name: message('auth', 'captcha.dev') }));
    await submitAndExpectAnError(user, form, message('auth', 'restore.sendCode'));
    expect(valuesOf(form, fields)).toEqual([sanitizedEmail(value)]);
  });

  it('settings, e-mail and password: errors as text, nothing run, the values kept, nothing changed', async () => {
    const { store } = browserTab(api, { token: account.token });
    await act(() => store.session.restore());
    renderAccount(store, '/profile/settings/');
    const user = userEvent.setup();

    const emailForm = within(await screen.findByRole('form', { name: message('settings', 'email.title') }));
    const emailFields = [message('settings', 'email.new')];
    await fillEach(user, emailForm, emailFields, value);
    await submitAndExpectAnError(user, emailForm, message('settings', 'email.submit'));
    expect(valuesOf(emailForm, emailFields)).toEqual([sanitizedEmail(value)]);

    const passwordForm = within(screen.getByRole('form', { name: message('settings', 'password.title') }));
    const labels = [message('settings', 'password.old'), message('settings', 'password.new'), message('settings', 'password.repeat')];
    await fillEach(user, passwordForm, labels, value);
    await submitAndExpectAnError(user, passwordForm, message('settings', 'password.submit'));
    expect(valuesOf(passwordForm, labels)).toEqual([value, value, value]);

    // The account is as it was: same e-mail, same password.
    const signIn = await api.app.inject({
      method: 'POST',
      url: '/v2/web/login',
      payload: { login: account.login, password: account.password, recaptchaToken: 'development-captcha-token' },
    });
    expect({ email: store.session.user?.email, signIn: signIn.statusCode }).toEqual({ email: account.email, signIn: 200 });
  });
});
