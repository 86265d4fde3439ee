import type { Meta, StoryObj } from '@storybook/react-vite';
import { playground } from '../../../.storybook/docs';
import { expectNoOverflow, germanPhone } from '../../../.storybook/stress';
import { responsive } from '../../../.storybook/modes';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stressText, useLocale, useT, useGameNames } from '../../../.storybook/i18n';
import { StateGrid } from '../../../.storybook/grid';
import { Button } from '../Button';
import { vars } from '../theme';
import { ConfirmDialog, confirmDialogVariants, type ConfirmDialogProps } from './ConfirmDialog';

/** Story-only choices, passed in `render`: Controls lists only ConfirmDialog's own props. */
interface Options {
  /** Open when the story starts (the interaction stories open it themselves). */
  initiallyOpen?: boolean;
}

function FreezeConfirm({ variant, loading, container, initiallyOpen = true, onConfirm }: Partial<ConfirmDialogProps> & Options) {
  const t = useT('profile');
  const game = useGameNames().shooter;
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      onConfirm={onConfirm ?? (() => undefined)}
      title={t('subscription.confirmFreeze.title', { game })}
      description={t('subscription.confirmFreeze.description')}
      confirmLabel={t('subscription.freeze')}
      cancelLabel={t('confirm.cancel')}
      variant={variant}
      loading={loading}
      container={container}
      // In the grid the dialog stands alone, as the site opens it from a card's button.
      trigger={container ? undefined : <Button variant="secondary">{t('subscription.freeze')}</Button>}
    />
  );
}

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <FreezeConfirm {...args} />,
  argTypes: { variant: { control: 'inline-radio', options: confirmDialogVariants } },
  args: { variant: 'default', loading: false, onConfirm: fn() },
  // Each story in a frame of its own on the docs page: an open modal locks the page's scroll,
  // traps focus and hides the rest of the page.
  parameters: {
    docs: { story: { inline: false, height: '24rem' } },
    keyboard: [
      { keys: 'Tab / Shift+Tab', does: 'Move between Cancel and the confirm button; focus stays in the dialog.' },
      { keys: 'Enter / Space', does: 'Presses the focused button; Cancel has the focus first, so Enter never confirms by accident.' },
      { keys: 'Escape', does: 'Closes the dialog (not while the confirmed action runs); focus goes back to what opened it.' },
    ],
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof ConfirmDialog>;

export const Playground: Story = { tags: ['playground'], ...playground };

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Open: Story = { tags: ['responsive'], ...responsive };

export const Danger: Story = {
  args: { variant: 'danger' },
  render: (args) => <FreezeConfirm {...args} />,
};

export const Busy: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

export const OpenAndCancel: Story = {
  render: (args) => <FreezeConfirm {...args} initiallyOpen={false} />,
  tags: ['interaction', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    const [cancel] = within(dialog).getAllByRole('button');
    await expect(cancel).toHaveFocus();
    await userEvent.click(cancel as HTMLElement);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const OpenAndEscape: Story = {
  render: (args) => <FreezeConfirm {...args} initiallyOpen={false} />,
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button');
    await userEvent.click(trigger);
    await page(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const OpenAndConfirm: Story = {
  render: (args) => <FreezeConfirm {...args} initiallyOpen={false} />,
  tags: ['interaction', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await page(canvasElement).findByRole('dialog');
    const buttons = within(dialog).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** An unbroken word as the title and the longest German message as the description. */
function StressConfirm({ variant, onConfirm }: Partial<ConfirmDialogProps>) {
  const { longest, unbroken } = stressText(useLocale());
  const t = useT('profile');
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      onConfirm={onConfirm ?? (() => undefined)}
      title={unbroken}
      description={longest}
      confirmLabel={t('subscription.freeze')}
      cancelLabel={t('confirm.cancel')}
      variant={variant}
      trigger={<Button variant="secondary">{t('subscription.freeze')}</Button>}
    />
  );
}

/** German on a 320 px phone, open: title and description wrap inside the dialog, the dialog inside the screen. */
export const Stress: Story = {
  globals: germanPhone,
  parameters: { docs: { story: { height: '568px' } } },
  render: (args) => <StressConfirm {...args} />,
  play: async ({ canvasElement }) => expectNoOverflow(canvasElement),
};

/**
 * One open dialog portalled into a box of its own: the transform makes the box the containing
 * block of the dialog's fixed overlay and panel, so they sit inside it instead of covering the page.
 */
function DialogInBox(props: Partial<ConfirmDialogProps>) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  return (
    <div
      ref={setBox}
      style={{
        position: 'relative',
        transform: 'translateZ(0)',
        overflow: 'hidden',
        blockSize: '20rem',
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
      }}
    >
      {box ? <FreezeConfirm {...props} container={box} /> : null}
    </div>
  );
}

/**
 * Every state of the open dialog side by side, at rest: idle, and busy after the confirm
 * (closing is refused then: cancel is disabled, Escape and clicks outside do nothing), in
 * both variants. The last one opened holds the focus; the interaction stories above check
 * focus and closing one dialog at a time.
 */
export const States: Story = {
  // The dialogs sit in boxes of their own: the frame follows the grid's height.
  parameters: { controls: { disable: true }, docs: { story: { height: 'auto' } } },
  render: () => (
    <StateGrid
      cellWidth={`calc(${vars.size.narrow} + 2 * ${vars.space.md})`}
      cells={[
        { label: 'idle', node: <DialogInBox /> },
        { label: 'danger', node: <DialogInBox variant="danger" /> },
        { label: 'busy', node: <DialogInBox loading /> },
        { label: 'danger busy', node: <DialogInBox variant="danger" loading /> },
      ]}
    />
  ),
};
