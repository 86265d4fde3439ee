import type { Meta, StoryObj } from '@storybook/react-vite';
import { atRest, playground } from '../../../.storybook/docs';
import { statesOf } from '../../../.storybook/grid';
import { expectNoOverflow, germanPhone } from '../../../.storybook/stress';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stressText, useLocale, useT } from '../../../.storybook/i18n';
import { Captcha, type CaptchaProps } from './Captcha';
import { DevCaptcha } from './DevCaptcha';

/** Story-only choices, passed in `render`: Controls lists only Captcha's own props. */
interface Options {
  /** Shows the server's "check failed" error until the box is ticked. */
  invalid?: boolean;
  /** Disables the development check inside the slot. */
  disabled?: boolean;
  onToken?: (token: string | null) => void;
}

const onToken = fn();

function SecurityCheck({ invalid, disabled, onToken: notify = onToken, ...args }: Partial<CaptchaProps> & Options) {
  const auth = useT('auth');
  const errors = useT('errors.auth');
  const [token, setToken] = useState<string | null>(null);
  return (
    <Captcha label={auth('captcha.label')} error={invalid && token === null ? errors('INVALID_CAPTCHA') : undefined} {...args}>
      <DevCaptcha
        label={auth('captcha.dev')}
        token="dev-captcha"
        disabled={disabled}
        onToken={(next) => {
          setToken(next);
          notify(next);
        }}
      />
    </Captcha>
  );
}

const meta = {
  title: 'Form controls/Captcha',
  component: Captcha,
  render: (args) => <SecurityCheck {...args} />,
} satisfies Meta<typeof Captcha>;

export default meta;
type Story = StoryObj<typeof Captcha>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const UncheckedInteraction: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox'));
    await expect(onToken).toHaveBeenCalledWith('dev-captcha');
  },
};

export const Unchecked: Story = atRest(UncheckedInteraction);

export const Invalid: Story = {
  render: (args) => <SecurityCheck {...args} invalid />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription();
  },
};

export const Disabled: Story = { render: (args) => <SecurityCheck {...args} disabled /> };

/**
 * Every state at rest, then the development check's box hovered, keyboard-focused (its
 * frame's ring) and pressed.
 */
export const States: Story = statesOf(
  meta,
  { Unchecked, Invalid, Disabled },
  { hover: ['label'], focusWithin: ['label'], pressed: ['label'] },
);

/** The longest German message as the label and error, an unbroken word as the check's own label. */
function StressCheck({ invalid }: Options) {
  const { longest, unbroken } = stressText(useLocale());
  return (
    <Captcha label={longest} error={invalid ? longest : undefined}>
      <DevCaptcha label={unbroken} token="dev-captcha" onToken={onToken} />
    </Captcha>
  );
}

/** German on a 320 px phone, invalid: every text wraps inside the screen. */
export const Stress: Story = {
  globals: germanPhone,
  render: (args) => <StressCheck {...args} invalid />,
  play: async ({ canvasElement }) => expectNoOverflow(canvasElement),
};
