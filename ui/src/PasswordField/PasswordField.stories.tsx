import type { Meta, StoryObj } from '@storybook/react-vite';
import { atRest, playground } from '../../../.storybook/docs';
import { statesOf } from '../../../.storybook/grid';
import { expect, userEvent, within } from 'storybook/test';
import { fieldArgs, useFieldMessages, type FieldStoryOptions } from '../../../.storybook/field';
import { useT } from '../../../.storybook/i18n';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

function NewPasswordField({ withHint = true, withError, ...args }: Partial<PasswordFieldProps> & FieldStoryOptions) {
  const auth = useT('auth');
  const messages = useFieldMessages({ withHint, withError }, 'INVALID_PASSWORD');
  return (
    <PasswordField
      {...args}
      label={auth('password')}
      name="password"
      autoComplete="new-password"
      showPasswordLabel={auth('passwordShow')}
      {...messages}
    />
  );
}

const meta = {
  title: 'Form controls/PasswordField',
  component: PasswordField,
  render: (args) => <NewPasswordField {...args} />,
  args: { ...fieldArgs, defaultVisible: false },
  parameters: {
    keyboard: [
      { keys: 'Tab', does: 'Moves focus to the field, then to its show/hide button.' },
      { keys: 'Enter / Space (on the button)', does: 'Shows or hides the password; focus stays on the button.' },
      { keys: 'Enter (in the field)', does: 'Submits the form.' },
    ],
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof PasswordField>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const HiddenInteraction: Story = {
  tags: ['interaction', '!autodocs'],
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
// Chromium rings the show-password button in the focus row only when the runner's page last
// saw keyboard input (another story's, in a full run): up to 1,546 px of ring, not the field.
States.parameters = { ...States.parameters, visual: { maxDiffPixels: 1600 } };
