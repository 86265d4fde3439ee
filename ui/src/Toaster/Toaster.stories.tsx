import type { StoryObj } from '@storybook/react-vite';
import type { KitMeta } from '../../../.storybook/docs';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useT } from '../../../.storybook/i18n';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { Toaster, toastTypes, type ToasterNotification, type ToastType } from './Toaster';

/** The notifications of the spec, by the name the stories use. */
function useNotifications() {
  const t = useT('notifications');
  return {
    codeCopied: { title: t('codeCopied.title'), content: t('codeCopied.content'), type: 'success' },
    emailInvalid: { title: t('emailInvalid.title'), content: t('emailInvalid.content'), type: 'warning' },
    emailSent: { title: t('emailSent.title'), content: t('emailSent.content'), type: 'info' },
    emailError: { title: t('emailError.title'), content: t('emailError.content'), type: 'error' },
    passwordChanged: { title: t('passwordChanged.title'), content: t('passwordChanged.content'), type: 'success' },
    passwordChangeError: { title: t('passwordChangeError.title'), content: t('passwordChangeError.content'), type: 'error' },
    subscriptionFrozen: { title: t('subscriptionFrozen.title'), content: t('subscriptionFrozen.content'), type: 'success' },
    http400: { title: t('http.400.title'), content: t('http.400.content'), type: 'error' },
    http404: { title: t('http.404.title'), content: t('http.404.content'), type: 'error' },
    http500: { title: t('http.500.title'), content: t('http.500.content'), type: 'error' },
  } satisfies Record<string, Omit<ToasterNotification, 'id'>>;
}

type NotificationName = keyof ReturnType<typeof useNotifications>;

interface Args {
  shown: NotificationName[];
  /** Stories keep their toasts until closed, so screenshots and checks never race the timer. */
  duration: number;
}

function ToasterDemo({ shown, duration }: Args) {
  const t = useT('notifications');
  const catalogue = useNotifications();
  const [dismissed, setDismissed] = useState<string[]>([]);
  const notifications = shown
    .map((name) => ({ id: name, ...catalogue[name] }))
    .filter(({ id }) => !dismissed.includes(id));
  return (
    <Toaster
      notifications={notifications}
      onDismiss={(id) => setDismissed((ids) => [...ids, id])}
      viewportLabel={t('toaster.label')}
      closeLabel={t('toast.close')}
      toastLabel={t('toast.label')}
      duration={duration}
    />
  );
}

function FreezeWithToast({ duration }: Args) {
  const t = useT('notifications');
  const profile = useT('profile');
  const game = useT('main')('game.shooter');
  const catalogue = useNotifications();
  const [open, setOpen] = useState(false);
  const [notifications, setNotifications] = useState<ToasterNotification[]>([]);
  return (
    <>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        // The toast is raised while the modal is still open: it must be announced anyway.
        onConfirm={() => setNotifications([{ id: 'frozen', ...catalogue.subscriptionFrozen }])}
        title={profile('subscription.confirmFreeze.title', { game })}
        description={profile('subscription.confirmFreeze.description')}
        confirmLabel={profile('subscription.freeze')}
        cancelLabel={profile('confirm.cancel')}
        trigger={<Button>{profile('subscription.freeze')}</Button>}
      />
      <Toaster
        notifications={notifications}
        onDismiss={(id) => setNotifications((list) => list.filter((n) => n.id !== id))}
        viewportLabel={t('toaster.label')}
        closeLabel={t('toast.close')}
        toastLabel={t('toast.label')}
        duration={duration}
      />
    </>
  );
}

const exampleByType: Record<ToastType, NotificationName> = {
  info: 'emailSent',
  success: 'passwordChanged',
  warning: 'emailInvalid',
  error: 'emailError',
};

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  render: (args) => <ToasterDemo {...args} />,
  argTypes: {
    shown: { control: 'check', options: Object.values(exampleByType) },
    duration: { control: 'number' },
  },
  args: { shown: ['emailSent'], duration: Infinity },
  parameters: { layout: 'fullscreen' },
} satisfies KitMeta<typeof ToasterDemo>;

export default meta;
type Story = StoryObj<typeof ToasterDemo>;

/** Every prop on the Controls panel, starting from the component's first state below. */
export const Playground: Story = { tags: ['playground'] };

const viewport = (body: HTMLElement) => within(body).getByRole('region');

export const InfoToast: Story = { args: { shown: [exampleByType.info] } };
export const SuccessToast: Story = { args: { shown: [exampleByType.success] } };
export const WarningToast: Story = { args: { shown: [exampleByType.warning] } };
export const ErrorToast: Story = { args: { shown: [exampleByType.error] } };

export const CodeCopied: Story = { args: { shown: ['codeCopied'] } };
export const PasswordChangeError: Story = { args: { shown: ['passwordChangeError'] } };

/** The three HTTP notifications the API client raises, stacked. */
export const HttpErrors: Story = { args: { shown: ['http400', 'http404', 'http500'] } };

export const AllTypes: Story = {
  args: { shown: toastTypes.map((type) => exampleByType[type]) },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(within(viewport(body)).getAllByRole('listitem')).toHaveLength(toastTypes.length));
  },
};

export const CloseOne: Story = {
  tags: ['interaction'],
  args: { shown: ['emailSent', 'passwordChanged'] },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const region = await waitFor(() => viewport(body));
    const [first] = await within(region).findAllByRole('listitem');
    await userEvent.click(within(first as HTMLElement).getByRole('button'));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
  },
};

export const AutoDismiss: Story = {
  args: { shown: ['codeCopied'], duration: 1500 },
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    const region = await waitFor(() => viewport(body));
    await within(region).findByRole('listitem');
    await waitFor(() => expect(within(region).queryAllByRole('listitem')).toHaveLength(0), { timeout: 4000 });
  },
};

/** Freezes through the confirmation dialog; resolves to the toast it raised. */
async function raiseFromDialog(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(within(canvasElement).getByRole('button'));
  const dialog = await body.findByRole('dialog');
  const buttons = within(dialog).getAllByRole('button');
  await userEvent.click(buttons[buttons.length - 1] as HTMLElement);
  // Found by role only if no aria-hidden from the dialog covers it.
  return body.findByRole('listitem');
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export const RaisedFromDialog: Story = {
  render: (args) => <FreezeWithToast {...args} />,
  play: async ({ canvasElement }) => {
    const toast = await raiseFromDialog(canvasElement);
    // With animations on (the Motion toolbar) the toast slides in from opacity 0.
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/**
 * The same with the browser asking for reduced motion and the kit's own styles in charge
 * (`motion: 'system'` keeps the runners' blanket animation switch off): the toast must be
 * visible the moment it is raised, not after a slide in from opacity 0.
 */
export const RaisedFromDialogWithReducedMotion: Story = {
  render: (args) => <FreezeWithToast {...args} />,
  parameters: { motion: 'system' },
  play: async ({ canvasElement }) => {
    const toast = await raiseFromDialog(canvasElement);
    // The runners emulate reduced motion; a designer's browser may not, and then it slides.
    if (!reducedMotion()) {
      await waitFor(() => expect(toast).toBeVisible());
      return;
    }
    await expect(toast).toBeVisible();
    // Not parked off-screen at the start of a slide either.
    await expect(toast.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
