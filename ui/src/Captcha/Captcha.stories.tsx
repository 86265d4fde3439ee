import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useT } from '../../../.storybook/i18n';
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
  title: 'Components/Captcha',
  component: SecurityCheck,
  args: { invalid: false, disabled: false, onToken: fn() },
} satisfies Meta<typeof SecurityCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox'));
    await expect(args.onToken).toHaveBeenCalledWith('dev-captcha');
  },
};

export const Invalid: Story = {
  args: { invalid: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group')).toHaveAccessibleDescription();
  },
};

export const Disabled: Story = { args: { disabled: true } };
