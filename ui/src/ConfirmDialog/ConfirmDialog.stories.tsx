import type { StoryObj } from '@storybook/react-vite';
import { expectNoOverflow, germanPhone } from '../../../.storybook/stress';
import { responsive } from '../../../.storybook/modes';
import type { KitMeta } from '../../../.storybook/docs';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stressText, useLocale, useT } from '../../../.storybook/i18n';
import { Button } from '../Button';
import { ConfirmDialog, confirmDialogVariants, type ConfirmDialogVariant } from './ConfirmDialog';

interface Args {
  variant: ConfirmDialogVariant;
  loading: boolean;
  initiallyOpen: boolean;
  onConfirm: () => void;
}

function FreezeConfirm({ variant, loading, initiallyOpen, onConfirm }: Args) {
  const t = useT('profile');
  const game = useT('main')('game.shooter');
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      onConfirm={onConfirm}
      title={t('subscription.confirmFreeze.title', { game })}
      description={t('subscription.confirmFreeze.description')}
      confirmLabel={t('subscription.freeze')}
      cancelLabel={t('confirm.cancel')}
      variant={variant}
      loading={loading}
      trigger={<Button variant="secondary">{t('subscription.freeze')}</Button>}
    />
  );
}

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  render: (args) => <FreezeConfirm {...args} />,
  argTypes: { variant: { control: 'inline-radio', options: confirmDialogVariants } },
  args: { variant: 'default', loading: false, initiallyOpen: true, onConfirm: fn() },
} satisfies KitMeta<typeof FreezeConfirm>;

export default meta;
type Story = StoryObj<typeof FreezeConfirm>;

/** Every prop on the Controls panel, starting from the component's first state below. */
export const Playground: Story = { tags: ['playground'] };

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
  tags: ['interaction'],
  args: { initiallyOpen: false },
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
  tags: ['interaction'],
  args: { initiallyOpen: false },
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
  tags: ['interaction'],
  args: { initiallyOpen: false },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    const dialog = await page(canvasElement).findByRole('dialog');
    const buttons = within(dialog).getAllByRole('button');
    await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** An unbroken word as the title and the longest German message as the description. */
function StressConfirm({ variant, onConfirm }: Args) {
  const { longest, unbroken } = stressText(useLocale());
  const t = useT('profile');
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      onConfirm={onConfirm}
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
  render: (args) => <StressConfirm {...args} />,
  play: async ({ canvasElement }) => expectNoOverflow(canvasElement),
};
