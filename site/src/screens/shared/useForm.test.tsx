import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { signUpFormSchema } from '@chameleon/contract';
import { Button, EmailField, Form, FormError, PasswordField, TextField } from '@chameleon/ui';
import type { FailureMessage } from '../../transport/apiResult';
import { deferred } from '../../transport/testing/fakeServer';
import { done, refused } from '../../stores/result';
import { createTestStore } from '../testing/fakeApi';
import { message, renderScreen } from '../testing/renderScreen';
import { CaptchaField, useCaptcha } from './CaptchaField';
import type { CommandResult } from './commandFailure';
import { useForm, type FormOptions } from './useForm';


type Options = FormOptions<typeof signUpFormSchema>;

/** A form of the hook's own: the sign-up rules, a captcha, and the ui's fields. */
function SignUpForm({ send, onSuccess, onFailure }: Pick<Options, 'send' | 'onSuccess' | 'onFailure'>) {
  const captcha = useCaptcha();
  const form = useForm(signUpFormSchema, {
    initial: { login: '', email: '', password: '', repeatPassword: '' },
    captcha,
    send,
    placement: { LOGIN_EXISTS: 'login', PASSWORD_TOO_SHORT: 'password' },
    concerns: { INVALID_CREDENTIALS: ['login', 'password'] },
    onSuccess: (values) => {
      onSuccess?.(values);
      form.reset();
    },
    onFailure,
  });
  return (
    <Form {...form.form} aria-label="Sign up">
      <FormError {...form.formError} />
      <TextField label="Login" {...form.field('login')} />
      <EmailField label="E-mail" {...form.field('email')} />
      <PasswordField label="Password" showPasswordLabel="Show" {...form.field('password')} />
      <PasswordField label="Repeat" showPasswordLabel="Show" {...form.field('repeatPassword')} />
      <CaptchaField captcha={captcha} {...form.captchaField} />
      <Button type="submit" loading={form.submitting}>
        Send
      </Button>
    </Form>
  );
}

function setup(options: Partial<Pick<Options, 'send' | 'onSuccess' | 'onFailure'>> = {}) {
  const send = jest.fn<Promise<CommandResult>, Parameters<Options['send']>>(options.send ?? (async () => done));
  renderScreen(<SignUpForm send={send} onSuccess={options.onSuccess} onFailure={options.onFailure} />, {
    store: createTestStore().store,
    originalPath: '/auth/sign-up/',
  });
  return { send, user: userEvent.setup() };
}

const field = (label: string) => screen.getByLabelText(label);
const errorText = (code: string) => message('errors.auth', code);
const captchaBox = () => screen.getByRole('checkbox', { name: message('auth', 'captcha.dev') });

// (An e-mail input drops the spaces around its value itself.)
async function fill(user: UserEvent, values = { login: ' player ', email: ' p@example.com ', password: 'password-1', repeat: 'password-1' }) {
  await user.type(field('Login'), values.login);
  await user.type(field('E-mail'), values.email);
  await user.type(field('Password'), values.password);
  await user.type(field('Repeat'), values.repeat);
  await user.click(captchaBox());
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Send' }));

it("checks the contract's rules only, sends nothing, and focuses the first invalid field", async () => {
  const { send, user } = setup();
  await user.type(field('Login'), 'player_one');
  await user.type(field('Password'), 'short');
  await user.type(field('Repeat'), 'shorter');
  await submit(user);
  expect(send).not.toHaveBeenCalled();
  expect(field('Login')).not.toHaveAttribute('aria-invalid');
  expect(field('E-mail')).toHaveAccessibleDescription(errorText('FIELD_REQUIRED'));
  expect(field('Password')).toHaveAccessibleDescription(errorText('PASSWORD_TOO_SHORT'));
  expect(field('Repeat')).toHaveAccessibleDescription(errorText('PASSWORD_REPEAT_MISMATCH'));
  expect(screen.getByRole('group', { name: message('auth', 'captcha.label') })).toHaveAccessibleDescription(errorText('CAPTCHA_REQUIRED'));
  expect(field('E-mail')).toHaveFocus();
});

it('sends the values as the contract reads them, with the captcha answer, then calls onSuccess', async () => {
  const onSuccess = jest.fn();
  const { send, user } = setup({ onSuccess });
  await fill(user);
  await submit(user);
  const values = { login: 'player', email: 'p@example.com', password: 'password-1', repeatPassword: 'password-1' };
  await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(values));
  expect(send.mock.calls).toEqual([[values, 'development-captcha-token']]);
  // This form resets after a success: the fields are empty and the captcha unanswered.
  expect(field('Login')).toHaveValue('');
  expect(captchaBox()).not.toBeChecked();
});

it('sends once however often it is submitted while a reply is awaited, and shows it is busy', async () => {
  const reply = deferred<CommandResult>();
  const { send, user } = setup({ send: () => reply.promise });
  await fill(user);
  await submit(user);
  await submit(user);
  field('Repeat').closest('form')?.requestSubmit();
  expect(screen.getByRole('form', { name: 'Sign up' })).toHaveAttribute('aria-busy', 'true');
  reply.resolve(done);
  await waitFor(() => expect(screen.getByRole('form', { name: 'Sign up' })).not.toHaveAttribute('aria-busy'));
  expect(send).toHaveBeenCalledTimes(1);
});

it('places a refusal at its field, keeps what was typed and the captcha answer, and focuses the field', async () => {
  const onFailure = jest.fn();
  const { user } = setup({ send: async () => refused('LOGIN_EXISTS'), onFailure });
  await fill(user);
  await submit(user);
  await waitFor(() => expect(field('Login')).toHaveAccessibleDescription(errorText('LOGIN_EXISTS')));
  expect(field('Login')).toHaveFocus();
  expect([field('Login'), field('E-mail'), field('Password')].map((input) => (input as HTMLInputElement).value)).toEqual([' player ', 'p@example.com', 'password-1']);
  // The development captcha's answer counts again: only a refusal of the captcha asks for it anew.
  expect(captchaBox()).toBeChecked();
  expect(onFailure).toHaveBeenCalledWith('LOGIN_EXISTS', 'login');
});

it('asks for the captcha again after a refusal of the captcha', async () => {
  const { user } = setup({ send: async () => refused('INVALID_CAPTCHA') });
  await fill(user);
  await submit(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(errorText('INVALID_CAPTCHA'));
  expect(captchaBox()).not.toBeChecked();
});

it.each([
  [300, 'in 5 minutes'],
  [61, 'in 2 minutes'],
  [45, 'in 45 seconds'],
])('says how long to wait when the server said it (Retry-After %i s)', async (seconds, wait) => {
  const { user } = setup({ send: async () => refused({ status: false, message: 'TO_MANY_REQUESTS', retryAfterSeconds: seconds }) });
  await fill(user);
  await submit(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(message('errors.auth', 'TO_MANY_REQUESTS.wait', { wait }));
});

it.each<[string, FailureMessage]>([
  ['a code no field owns', 'TO_MANY_REQUESTS'],
  ["the server's own words, as text", 'Account <b>locked</b> until tomorrow'],
])('shows %s above the form and focuses it', async (_, refusal) => {
  const onFailure = jest.fn();
  const { user } = setup({ send: async () => refused(refusal), onFailure });
  await fill(user);
  await submit(user);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(refusal === 'TO_MANY_REQUESTS' ? errorText(refusal) : refusal);
  await waitFor(() => expect(alert).toHaveFocus());
  expect(onFailure).toHaveBeenCalledWith(refusal, null);
});

it('marks the fields a whole-form refusal is about until each is typed into', async () => {
  const { user } = setup({ send: async () => refused('INVALID_CREDENTIALS') });
  await fill(user);
  await submit(user);
  const alert = await screen.findByRole('alert');
  for (const label of ['Login', 'Password']) expect(field(label)).toHaveAccessibleDescription(alert.textContent ?? '');
  await waitFor(() => expect(field('Login')).toHaveFocus());
  expect(field('E-mail')).not.toHaveAttribute('aria-invalid');
  await user.type(field('Password'), '2');
  expect(field('Password')).not.toHaveAttribute('aria-invalid');
  expect(field('Login')).toHaveAttribute('aria-invalid', 'true');
});

it("takes a field's error away when it is typed into, and leaves the others", async () => {
  const { user } = setup();
  await submit(user);
  await user.type(field('Login'), 'p');
  expect(field('Login')).not.toHaveAttribute('aria-invalid');
  expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
});
