import type { StoryObj } from '@storybook/react-vite';
import type { KitMeta } from '../../../.storybook/docs';
import { expect, userEvent, within } from 'storybook/test';
import { stressText, useLocale, useT } from '../../../.storybook/i18n';
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
  component: TextField,
  render: (args) => <LoginField {...args} />,
  args: { required: false, disabled: false, withHint: false, withError: false },
} satisfies KitMeta<typeof LoginField>;

export default meta;
type Story = StoryObj<typeof LoginField>;

/** Every prop on the Controls panel, starting from the component's first state below. */
export const Playground: Story = { tags: ['playground'] };

export const EmptyInteraction: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, 'player_one');
    await expect(input).toHaveValue('player_one');
  },
};

/** Empty, at rest: the state its interaction story starts from. */
export const Empty: Story = { ...EmptyInteraction, tags: [], play: undefined };

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

/** The field's border on hover and its focus ring, shown without a pointer. */
export const Hover: Story = { parameters: { pseudo: { hover: true } } };

export const Focus: Story = { parameters: { pseudo: { focusWithin: true } } };

/** The catalogue's longest German message as the hint and error, and an unbroken value. */
export const Stress: Story = {
  // German has the longest words of the five languages.
  globals: { locale: 'de' },
  args: { withHint: true, withError: true },
  render: (args) => <StressField {...args} />,
};

function StressField({ withHint, withError, ...args }: Args) {
  const { longest, unbroken } = stressText(useLocale());
  return (
    <div style={{ maxWidth: '20rem' }}>
      <TextField
        {...args}
        label={longest}
        hint={withHint ? longest : undefined}
        error={withError ? longest : undefined}
        defaultValue={unbroken}
      />
    </div>
  );
}
