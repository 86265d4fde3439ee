import type { StoryObj } from '@storybook/react-vite';
import { PseudoStates, pseudoStates } from '../../../.storybook/pseudo';
import type { KitMeta } from '../../../.storybook/docs';
import { expect, userEvent, within } from 'storybook/test';
import { useT } from '../../../.storybook/i18n';
import { PasswordField } from './PasswordField';

interface Args {
  required: boolean;
  disabled: boolean;
  withHint: boolean;
  withError: boolean;
  defaultVisible: boolean;
  defaultValue?: string;
}

function NewPasswordField({ withHint, withError, ...args }: Args) {
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
  args: { required: false, disabled: false, withHint: true, withError: false, defaultVisible: false },
} satisfies KitMeta<typeof NewPasswordField>;

export default meta;
type Story = StoryObj<typeof NewPasswordField>;

/** Every prop on the Controls panel, starting from the component's first state below. */
export const Playground: Story = { tags: ['playground'] };

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

/** Hidden, at rest: the state its interaction story starts from. */
export const Hidden: Story = { ...HiddenInteraction, tags: [], play: undefined };

export const Visible: Story = { args: { defaultValue: 'correct-horse', defaultVisible: true } };

export const Empty: Story = {};

export const Invalid: Story = { args: { withError: true, defaultValue: 'short' } };

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'correct-horse' } };

/**
 * The field hovered (pointer on its show-password button), then focused (its frame's focus ring), shown without a pointer
 * (storybook-addon-pseudo-states). A text field has no pressed state.
 */
export const HoverAndFocus: Story = {
  parameters: pseudoStates({ hover: ['div:has(> input)', 'div:has(> input) button'], focusWithin: ['div:has(> input)'] }),
  render: (args) => (
    <PseudoStates states={['hover', 'focus']}>
      <NewPasswordField {...args} />
    </PseudoStates>
  ),
};
