import type { StoryObj } from '@storybook/react-vite';
import { playground, type KitMeta } from '../../../.storybook/docs';
import { expect, within } from 'storybook/test';
import { stressText, useLocale, useT } from '../../../.storybook/i18n';
import { FormError } from './FormError';

function SignInRejected() {
  const errors = useT('errors.auth');
  return <FormError message={errors('INVALID_CREDENTIALS')} />;
}

/** Every auth error code the server can send, as the form would show it. */
function AuthErrorCatalogue() {
  const errors = useT('errors.auth');
  const messages = [
    errors('INVALID_LOGIN'),
    errors('INVALID_PASSWORD'),
    errors('INVALID_CREDENTIALS'),
    errors('TO_MANY_REQUESTS'),
    errors('INVALID_EMAIL'),
    errors('EMAIL_NOT_FOUND'),
    errors('INVALID_CAPTCHA'),
    errors('LOGIN_EXISTS'),
    errors('EMAIL_EXISTS'),
    errors('PASSWORD_REPEAT_MISMATCH'),
    errors('INVALID_RESPONSE'),
    errors('INVALID_CODE'),
  ];
  return (
    <div style={{ display: 'grid', gap: '0.75rem', maxWidth: '28rem' }}>
      {messages.map((message) => (
        <FormError key={message} message={message} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Form controls/FormError',
  component: FormError,
  render: () => <SignInRejected />,
} satisfies KitMeta<typeof SignInRejected>;

export default meta;
type Story = StoryObj<typeof SignInRejected>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  render: () => <FormError message="" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Every sign-in and sign-up error the server can send, stacked: the FormError's states grid. */
export const States: Story = { render: () => <AuthErrorCatalogue /> };

function StressFormError() {
  const { longest, unbroken } = stressText(useLocale());
  return (
    <div style={{ display: 'grid', gap: '0.75rem', maxWidth: '20rem' }}>
      <FormError message={longest} />
      <FormError message={unbroken} />
    </div>
  );
}

/** The catalogue's longest message and an unbroken word, in a narrow form. */
export const Stress: Story = {
  // German has the longest words of the five languages.
  globals: { locale: 'de' }, render: () => <StressFormError /> };
