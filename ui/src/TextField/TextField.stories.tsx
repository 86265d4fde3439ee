import type { StoryObj } from '@storybook/react-vite';
import { usage, type KitMeta } from '../../../.storybook/docs';
import { expect, userEvent, within } from 'storybook/test';
import { useT } from '../../../.storybook/i18n';
import { TextField } from './TextField';

interface Args {
  required: boolean;
  disabled: boolean;
  withHint: boolean;
  withError: boolean;
  defaultValue?: string;
}

function LoginField({ withHint, withError, ...args }: Args) {
  const auth = useT('auth');
  const errors = useT('errors.auth');
  return (
    <TextField
      {...args}
      label={auth('login')}
      name="login"
      autoComplete="username"
      hint={withHint ? auth('passwordHint') : undefined}
      error={withError ? errors('INVALID_LOGIN') : undefined}
    />
  );
}

const meta = {
  title: 'Form controls/TextField',
  parameters: {
    docs: {
      description: {
        component: usage({
          use: 'for one line of text the user types (login, code), with its label, hint and error in one piece.',
          instead: 'EmailField and PasswordField for those values (keyboard, autofill, reveal); CopyField for a value to copy, not edit.',
          avoid: 'use the placeholder as the label, or show an error before the user has left the field.',
        }),
      },
    },
  },
  component: TextField,
  render: (args) => <LoginField {...args} />,
  args: { required: false, disabled: false, withHint: false, withError: false },
} satisfies KitMeta<typeof LoginField>;

export default meta;
type Story = StoryObj<typeof LoginField>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, 'player_one');
    await expect(input).toHaveValue('player_one');
  },
};

export const Filled: Story = { args: { defaultValue: 'player_one' } };

export const WithHint: Story = { args: { withHint: true } };

export const Invalid: Story = {
  args: { withError: true, defaultValue: 'pl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'player_one' } };
