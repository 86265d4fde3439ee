import type { StoryObj } from '@storybook/react-vite';
import { PseudoStates, pseudoStates } from '../../../.storybook/pseudo';
import type { KitMeta } from '../../../.storybook/docs';
import { expect, within } from 'storybook/test';
import { useT } from '../../../.storybook/i18n';
import { EmailField } from './EmailField';

interface Args {
  required: boolean;
  disabled: boolean;
  withError: boolean;
  defaultValue?: string;
}

function AccountEmailField({ withError, ...args }: Args) {
  const auth = useT('auth');
  const errors = useT('errors.auth');
  return <EmailField {...args} label={auth('email')} name="email" error={withError ? errors('INVALID_EMAIL') : undefined} />;
}

const meta = {
  title: 'Form controls/EmailField',
  component: EmailField,
  render: (args) => <AccountEmailField {...args} />,
  args: { required: false, disabled: false, withError: false },
} satisfies KitMeta<typeof AccountEmailField>;

export default meta;
type Story = StoryObj<typeof AccountEmailField>;

/** Every prop on the Controls panel, starting from the component's first state below. */
export const Playground: Story = { tags: ['playground'] };

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('type', 'email');
  },
};

export const Filled: Story = { args: { defaultValue: 'player@example.com' } };

export const Invalid: Story = { args: { withError: true, defaultValue: 'player@' } };

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'player@example.com' } };

/**
 * The field hovered, then focused (its frame's focus ring), shown without a pointer
 * (storybook-addon-pseudo-states). A text field has no pressed state.
 */
export const HoverAndFocus: Story = {
  parameters: pseudoStates({ hover: ['div:has(> input)'], focusWithin: ['div:has(> input)'] }),
  render: (args) => (
    <PseudoStates states={['hover', 'focus']}>
      <AccountEmailField {...args} />
    </PseudoStates>
  ),
};
