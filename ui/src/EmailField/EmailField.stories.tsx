import type { Meta, StoryObj } from '@storybook/react-vite';
import { playground } from '../../../.storybook/docs';
import { statesOf } from '../../../.storybook/grid';
import { expect, within } from 'storybook/test';
import { fieldArgs, useFieldMessages, type FieldStoryOptions } from '../../../.storybook/field';
import { useT } from '../../../.storybook/i18n';
import { EmailField, type EmailFieldProps } from './EmailField';

function AccountEmailField({ withError, ...args }: Partial<EmailFieldProps> & Pick<FieldStoryOptions, 'withError'>) {
  const auth = useT('auth');
  return <EmailField {...args} label={auth('email')} name="email" error={useFieldMessages({ withError }, 'INVALID_EMAIL').error} />;
}

const meta = {
  title: 'Form controls/EmailField',
  component: EmailField,
  render: (args) => <AccountEmailField {...args} />,
  args: fieldArgs,
  parameters: {
    keyboard: [
      { keys: 'Tab', does: 'Moves focus to the field; its label, hint and error are read with it.' },
      { keys: 'Enter', does: 'Submits the form the field is in.' },
    ],
  },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof EmailField>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('type', 'email');
  },
};

export const Filled: Story = { args: { defaultValue: 'player@example.com' } };

export const Invalid: Story = { args: { defaultValue: 'player@' }, render: (args) => <AccountEmailField {...args} withError /> };

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'player@example.com' } };

/** Every state at rest, then hovered and keyboard-focused (a text field has no pressed state). */
export const States: Story = statesOf(
  meta,
  { Empty, Filled, Invalid, Required, Disabled },
  { hover: ['div:has(> input)'], focusWithin: ['div:has(> input)'] },
);
