import type { Meta, StoryObj } from '@storybook/react-vite';
import { atRest, playground } from '../../../.storybook/docs';
import { statesOf } from '../../../.storybook/grid';
import { expect, userEvent, within } from 'storybook/test';
import { fieldArgs, useFieldMessages, type FieldStoryOptions } from '../../../.storybook/field';
import { stressText, useLocale, useT } from '../../../.storybook/i18n';
import { TextField, type TextFieldProps } from './TextField';

function LoginField({ withHint, withError, ...args }: Partial<TextFieldProps> & FieldStoryOptions) {
  const auth = useT('auth');
  const messages = useFieldMessages({ withHint, withError }, 'INVALID_LOGIN');
  return <TextField {...args} label={auth('login')} name="login" autoComplete="username" {...messages} />;
}

const meta = {
  title: 'Form controls/TextField',
  component: TextField,
  render: (args) => <LoginField {...args} />,
  args: fieldArgs,
  parameters: {
    keyboard: [
      { keys: 'Tab', does: 'Moves focus to the field; its label, hint and error are read with it.' },
      { keys: 'Enter', does: 'Submits the form the field is in.' },
    ],
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof TextField>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const EmptyInteraction: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox');
    await userEvent.type(input, 'player_one');
    await expect(input).toHaveValue('player_one');
  },
};

export const Empty: Story = atRest(EmptyInteraction);

export const Filled: Story = { args: { defaultValue: 'player_one' } };

export const WithHint: Story = { render: (args) => <LoginField {...args} withHint /> };

export const Invalid: Story = {
  render: (args) => <LoginField {...args} withError />,
  args: { defaultValue: 'pl' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'player_one' } };

/** The catalogue's longest German message as the hint and error, and an unbroken value. */
export const Stress: Story = {
  // German has the longest words of the five languages.
  globals: { locale: 'de' },
  render: (args) => <StressField {...args} withHint withError />,
};

function StressField({ withHint, withError, ...args }: Partial<TextFieldProps> & FieldStoryOptions) {
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

/** Every state at rest, then hovered and keyboard-focused (a text field has no pressed state). */
export const States: Story = statesOf(
  meta,
  { Empty, Filled, WithHint, Invalid, Required, Disabled },
  { hover: ['div:has(> input)'], focusWithin: ['div:has(> input)'] },
);
