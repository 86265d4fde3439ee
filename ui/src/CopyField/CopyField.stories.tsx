import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { useT } from '../../../.storybook/i18n';
import { CopyField } from './CopyField';

interface Args {
  onCopied: (value: string) => void;
  onCopyFailed: (error: unknown) => void;
}

function ConfirmationCode(args: Args) {
  const auth = useT('auth');
  const main = useT('main');
  return (
    <div style={{ maxWidth: '22rem' }}>
      <CopyField
        {...args}
        label={auth('confirm.code')}
        value="CHM-4821-XQ"
        copyLabel={main('copy')}
        copiedLabel={main('copied')}
      />
    </div>
  );
}

const meta = {
  title: 'Components/CopyField',
  component: ConfirmationCode,
  args: { onCopied: fn(), onCopyFailed: fn() },
} satisfies Meta<typeof ConfirmationCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Copied: Story = {
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.resolve() }, configurable: true });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onCopied).toHaveBeenCalledWith('CHM-4821-XQ');
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
  },
};

export const CopyFailed: Story = {
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('NotAllowedError')) },
      configurable: true,
    });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onCopyFailed).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};
