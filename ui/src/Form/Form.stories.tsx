import type { Meta, StoryObj } from '@storybook/react-vite';
import { playground } from '../../../.storybook/docs';
import { statesOf } from '../../../.storybook/grid';
import { useRef, useState, type FormEvent } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useT } from '../../../.storybook/i18n';
import { Button } from '../Button';
import { Captcha, DevCaptcha } from '../Captcha';
import { EmailField } from '../EmailField';
import { FormError } from '../FormError';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import { Form, focusFirstInvalid, type FormProps } from './Form';

/** Story-only choices, passed in `render`: Controls lists only Form's own props. */
interface Options {
  /** Show the state after the server refused the sign-in. */
  rejected?: boolean;
}

/** The sign-in screen's form as a page would compose it; the "server" always refuses. */
function SignInForm({ loading, rejected = false }: Partial<FormProps> & Options) {
  const auth = useT('auth');
  const errors = useT('errors.auth');
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  const [attempted, setAttempted] = useState(rejected);
  const [token, setToken] = useState<string | null>(null);
  const [password, setPassword] = useState('');

  const passwordError = attempted && password.length > 0 && password.length < 8 ? errors('INVALID_PASSWORD') : undefined;
  const captchaError = attempted && !rejected && token === null ? errors('INVALID_CAPTCHA') : undefined;
  const formError = rejected ? errors('INVALID_CREDENTIALS') : undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    // After React shows the errors, send focus where the problem is.
    requestAnimationFrame(() => {
      if (formRef.current && !focusFirstInvalid(formRef.current)) errorRef.current?.focus();
    });
  };

  return (
    <Form ref={formRef} aria-label={auth('signIn.title')} loading={loading} onSubmit={onSubmit} style={{ maxWidth: '22rem' }}>
      <FormError ref={errorRef} message={formError} />
      <TextField label={auth('login')} name="login" autoComplete="username" required defaultValue={rejected ? 'player_one' : undefined} />
      <PasswordField
        label={auth('password')}
        name="password"
        showPasswordLabel={auth('passwordShow')}
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={passwordError}
      />
      <Captcha label={auth('captcha.label')} error={captchaError}>
        <DevCaptcha label={auth('captcha.dev')} token="dev-captcha" onToken={setToken} aria-invalid={captchaError ? true : undefined} />
      </Captcha>
      <Button type="submit" loading={loading} fullWidth>
        {auth('signIn.submit')}
      </Button>
    </Form>
  );
}

function SignUpForm({ loading, rejected = false }: Partial<FormProps> & Options) {
  const auth = useT('auth');
  const errors = useT('errors.auth');
  return (
    <Form aria-label={auth('signUp.title')} loading={loading} onSubmit={(event) => event.preventDefault()} style={{ maxWidth: '22rem' }}>
      <FormError message={rejected ? errors('TO_MANY_REQUESTS') : undefined} />
      <TextField
        label={auth('login')}
        name="login"
        autoComplete="username"
        required
        defaultValue={rejected ? 'player_one' : undefined}
        error={rejected ? errors('LOGIN_EXISTS') : undefined}
      />
      <EmailField
        label={auth('email')}
        name="email"
        required
        defaultValue={rejected ? 'player@example.com' : undefined}
        error={rejected ? errors('EMAIL_EXISTS') : undefined}
      />
      <PasswordField
        label={auth('password')}
        name="password"
        autoComplete="new-password"
        showPasswordLabel={auth('passwordShow')}
        hint={auth('passwordHint')}
        required
      />
      <PasswordField
        label={auth('passwordRepeat')}
        name="repeat_password"
        autoComplete="new-password"
        showPasswordLabel={auth('passwordShow')}
        required
        error={rejected ? errors('PASSWORD_REPEAT_MISMATCH') : undefined}
      />
      <Captcha label={auth('captcha.label')}>
        <DevCaptcha label={auth('captcha.dev')} token="dev-captcha" onToken={() => undefined} />
      </Captcha>
      <Button type="submit" loading={loading} fullWidth>
        {auth('signUp.submit')}
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Form controls/Form',
  component: Form,
  render: (args) => <SignInForm {...args} />,
  args: { loading: false },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof Form>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const SignIn: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvasElement.querySelector<HTMLInputElement>('input[name="password"]');
    await userEvent.type(canvas.getByRole('textbox'), 'player_one');
    if (password) await userEvent.type(password, 'short{Enter}');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription();
  },
};

export const Submitting: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Rejected: Story = {
  render: (args) => <SignInForm {...args} rejected />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
  },
};

export const SignUp: Story = { render: (args) => <SignUpForm {...args} /> };

export const SignUpRejected: Story = {  render: (args) => <SignUpForm {...args} rejected /> };

/** Each form state at rest, side by side. */
export const States: Story = statesOf(meta, { Submitting, Rejected, SignUp, SignUpRejected }, { cellWidth: '22rem' });
