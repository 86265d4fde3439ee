import type { StoryObj } from '@storybook/react-vite';
import { expectNoOverflow, germanPhone } from '../../../.storybook/stress';
import { PseudoStates, pseudoStates } from '../../../.storybook/pseudo';
import type { KitMeta } from '../../../.storybook/docs';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stressText, useLocale, useT } from '../../../.storybook/i18n';
import { Captcha } from './Captcha';
import { DevCaptcha } from './DevCaptcha';

interface Args {
  invalid: boolean;
  disabled: boolean;
  onToken: (token: string | null) => void;
}

function SecurityCheck({ invalid, disabled, onToken }: Args) {
  const auth = useT('auth');
  const errors = useT('errors.auth');
  const [token, setToken] = useState<string | null>(null);
  return (
    <Captcha label={auth('captcha.label')} error={invalid && token === null ? errors('INVALID_CAPTCHA') : undefined}>
      <DevCaptcha
        label={auth('captcha.dev')}
        token="dev-captcha"
        disabled={disabled}
        onToken={(next) => {
          setToken(next);
          onToken(next);
        }}
      />
    </Captcha>
  );
}

const meta = {
  title: 'Form controls/Captcha',
  component: Captcha,
  render: (args) => <SecurityCheck {...args} />,
  args: { invalid: false, disabled: false, onToken: fn() },
} satisfies KitMeta<typeof SecurityCheck>;

export default meta;
type Story = StoryObj<typeof SecurityCheck>;

/** Every prop on the Controls panel, starting from the component's first state below. */
export const Playground: Story = { tags: ['playground'] };

export const UncheckedInteraction: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox'));
    await expect(args.onToken).toHaveBeenCalledWith('dev-captcha');
  },
};

/** Unchecked, at rest: the state its interaction story starts from. */
export const Unchecked: Story = { ...UncheckedInteraction, tags: [], play: undefined };

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription();
  },
};

export const Disabled: Story = { args: { disabled: true } };

/**
 * The development check's box hovered, then focused (its frame's ring), shown without a
 * pointer (storybook-addon-pseudo-states). A checkbox shows no pressed state of its own.
 */
export const HoverAndFocus: Story = {
  parameters: pseudoStates({ hover: ['label'], focusWithin: ['label'] }),
  render: (args) => (
    <PseudoStates states={['hover', 'focus']}>
      <SecurityCheck {...args} />
    </PseudoStates>
  ),
};

/** The longest German message as the label and error, an unbroken word as the check's own label. */
function StressCheck(args: Args) {
  const { longest, unbroken } = stressText(useLocale());
  return (
    <Captcha label={longest} error={args.invalid ? longest : undefined}>
      <DevCaptcha label={unbroken} token="dev-captcha" disabled={args.disabled} onToken={args.onToken} />
    </Captcha>
  );
}

/** German on a 320 px phone, invalid: every text wraps inside the screen. */
export const Stress: Story = {
  args: { invalid: true },
  globals: germanPhone,
  render: (args) => <StressCheck {...args} />,
  play: async ({ canvasElement }) => expectNoOverflow(canvasElement),
};
