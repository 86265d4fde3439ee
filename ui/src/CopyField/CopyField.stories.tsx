import type { StoryObj } from '@storybook/react-vite';
import { statesOf } from '../../../.storybook/grid';
import { expectNoOverflow, germanPhone } from '../../../.storybook/stress';
import { playground, type KitMeta } from '../../../.storybook/docs';
import { expect, fn, userEvent, within } from 'storybook/test';
import { stressText, useLocale, useT } from '../../../.storybook/i18n';
import { CopyField } from './CopyField';

interface Args {
  onCopied: (value: string) => void;
  onCopyFailed: (error: unknown) => void;
  copiedDuration?: number;
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
  title: 'Form controls/CopyField',
  component: CopyField,
  render: (args) => <ConfirmationCode {...args} />,
  args: { onCopied: fn(), onCopyFailed: fn() },
  parameters: {
    keyboard: [
      { keys: 'Tab', does: 'Moves focus to the code (read-only, selectable), then to the copy button.' },
      { keys: 'Enter / Space (on the button)', does: 'Copies the code.' },
    ],
  },
} satisfies KitMeta<typeof ConfirmationCode>;

export default meta;
type Story = StoryObj<typeof ConfirmationCode>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Ready: Story = {};

/** Stands in a clipboard for one story and puts the browser's back afterwards. */
function withClipboard(writeText: (text: string) => Promise<void>) {
  return () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    };
  };
}

export const Copied: Story = {
  // Held until the next copy: a screenshot taken after the play must not race the reset.
  args: { copiedDuration: Infinity },
  beforeEach: withClipboard(() => Promise.resolve()),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onCopied).toHaveBeenCalledWith('CHM-4821-XQ');
    await expect(canvas.getByRole('status')).not.toBeEmptyDOMElement();
  },
};

export const CopyFailed: Story = {
  tags: ['interaction', '!autodocs'],
  beforeEach: withClipboard(() => Promise.reject(new Error('NotAllowedError'))),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onCopyFailed).toHaveBeenCalled();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

/** The field at rest, then its copy button hovered, keyboard-focused and pressed. */
export const States: Story = statesOf(meta, { Ready }, { hover: ['button'], focus: ['button'], pressed: ['button'] });

/** The longest German message as the label and an unbroken word as the value. */
function StressCode(args: Args) {
  const { longest, unbroken } = stressText(useLocale());
  const main = useT('main');
  return <CopyField {...args} label={longest} value={unbroken} copyLabel={main('copy')} copiedLabel={main('copied')} />;
}

/** German on a 320 px phone: the label wraps and the unbroken value scrolls inside its box. */
export const Stress: Story = {
  globals: germanPhone,
  render: (args) => <StressCode {...args} />,
  play: async ({ canvasElement }) => expectNoOverflow(canvasElement),
};
