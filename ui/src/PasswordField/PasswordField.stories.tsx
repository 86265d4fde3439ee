import type { Meta, StoryObj } from '@storybook/react-vite';
import { atRest, playground } from '../../../.storybook/docs';
import { statesOf } from '../../../.storybook/grid';
import { expect, userEvent, within } from 'storybook/test';
import { useT } from '../../../.storybook/i18n';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

/** Story-only choices, passed in `render`: Controls lists only the component's own props. */
interface Options {
  withHint?: boolean;
  withError?: boolean;
}

function NewPasswordField({ withHint = true, withError, ...args }: Partial<PasswordFieldProps> & Options) {
  const auth = useT('auth');
  const errors = useT('errors.auth');
  return (
    <PasswordField
      {...args}
      label={auth('password')}
      name="password"
      autoComplete="new-password"
      showPasswordLabel={auth('passwordShow')}
      hint={withHint ? auth('passwordHint') : undefined}
      error={withError ? errors('INVALID_PASSWORD') : undefined}
    />
  );
}

const meta = {
  title: 'Form controls/PasswordField',
  component: PasswordField,
  render: (args) => <NewPasswordField {...args} />,
  args: { required: false, disabled: false, defaultVisible: false },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof PasswordField>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const HiddenInteraction: Story = {
  tags: ['interaction'],
  args: { defaultValue: 'correct-horse' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

export const Hidden: Story = atRest(HiddenInteraction);

export const Visible: Story = { args: { defaultValue: 'correct-horse', defaultVisible: true } };

export const Empty: Story = {};

export const Invalid: Story = { args: { defaultValue: 'short' }, render: (args) => <NewPasswordField {...args} withError /> };

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'correct-horse' } };

/**
 * Every state at rest, then hovered (pointer on its show-password button), keyboard-focused
 * (the frame's focus ring) and with the show-password button pressed.
 */
export const States: Story = statesOf(
  meta,
  { Hidden, Visible, Empty, Invalid, Required, Disabled },
  {
    hover: ['div:has(> input)', 'div:has(> input) button'],
    focusWithin: ['div:has(> input)'],
    pressed: ['div:has(> input) button'],
  },
);
