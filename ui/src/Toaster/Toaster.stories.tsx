import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { playground } from '../../../.storybook/docs';
import { useT, useGameNames } from '../../../.storybook/i18n';
import { Button } from '../Button';
import { ConfirmDialog } from '../ConfirmDialog';
import { Toaster, toastTypes, type ToasterNotification, type ToasterProps, type ToastType } from './Toaster';

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

/** Story-only choice, passed in `render`: Controls lists only Toaster's own props. */
interface Options {
  /** The catalogue's notifications to raise, by name. */
  shown?: NotificationName[];
}

/**
 * The toasts in place: the Toaster's host sits in a box whose transform makes it the containing
 * block of the fixed viewport, so the toasts stack in the box's corner (on a docs page, in each
 * pane of the side-by-side themes) instead of the window's. The box is as tall as the stack.
 */
function ToasterDemo({ shown = ['emailSent'], duration }: Partial<ToasterProps> & Options) {
  const t = useT('notifications');
  const catalogue = useNotifications();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [dismissed, setDismissed] = useState<string[]>([]);
  const notifications = shown
    .map((name) => ({ id: name, ...catalogue[name] }))
    .filter(({ id }) => !dismissed.includes(id));
  return (
    <div
      ref={setBox}
      data-toast-frame=""
      style={{ position: 'relative', transform: 'translateZ(0)', overflow: 'hidden', blockSize: `calc(${shown.length} * 7rem + 2rem)` }}
    >
      {box ? (
        <Toaster
          notifications={notifications}
          onDismiss={(id) => setDismissed((ids) => [...ids, id])}
          viewportLabel={t('toaster.label')}
          closeLabel={t('toast.close')}
          toastLabel={t('toast.label')}
          duration={duration}
          container={box}
        />
      ) : null}
    </div>
  );
}

function FreezeWithToast({ duration }: Partial<ToasterProps>) {
  const t = useT('notifications');
  const profile = useT('profile');
  const game = useGameNames().shooter;
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
    duration: { control: 'number' },
  },
  // Stories keep their toasts until closed, so screenshots and checks never race the timer.
  args: { duration: Infinity },
  parameters: {
    layout: 'fullscreen',
    keyboard: [
      { keys: 'F8', does: 'Moves focus to the notifications.' },
      { keys: 'Tab', does: "Moves to a toast's close button; the toasts' timer waits while focus is there." },
      { keys: 'Enter / Space (on close)', does: 'Closes that toast.' },
      { keys: 'Escape', does: 'Closes the focused toast.' },
    ],
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof Toaster>;

export const Playground: Story = { tags: ['playground'], ...playground };

/** The toasts' landmark; one per pane when the themes are shown side by side. */
const viewports = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('region');
const firstViewport = (canvasElement: HTMLElement) => viewports(canvasElement)[0] as HTMLElement;

export const InfoToast: Story = { render: (args) => <ToasterDemo {...args} shown={[exampleByType.info]} /> };
export const SuccessToast: Story = { render: (args) => <ToasterDemo {...args} shown={[exampleByType.success]} /> };
export const WarningToast: Story = { render: (args) => <ToasterDemo {...args} shown={[exampleByType.warning]} /> };
export const ErrorToast: Story = { render: (args) => <ToasterDemo {...args} shown={[exampleByType.error]} /> };

export const CodeCopied: Story = { render: (args) => <ToasterDemo {...args} shown={['codeCopied']} /> };
export const PasswordChangeError: Story = { render: (args) => <ToasterDemo {...args} shown={['passwordChangeError']} /> };

/** The three HTTP notifications the API client raises, stacked. */
export const HttpErrors: Story = { render: (args) => <ToasterDemo {...args} shown={['http400', 'http404', 'http500']} /> };

/** Every toast type stacked, at rest: the grid a designer compares against the mock-ups. */
export const States: Story = {
  render: (args) => <ToasterDemo {...args} shown={toastTypes.map((type) => exampleByType[type])} />,
  play: async ({ canvasElement }) => {
    await waitFor(async () => {
      for (const region of viewports(canvasElement)) await expect(within(region).getAllByRole('listitem')).toHaveLength(toastTypes.length);
    });
  },
};

export const CloseOne: Story = {
  render: (args) => <ToasterDemo {...args} shown={['emailSent', 'passwordChanged']} />,
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const region = await waitFor(() => firstViewport(canvasElement));
    const [first] = await within(region).findAllByRole('listitem');
    await userEvent.click(within(first as HTMLElement).getByRole('button'));
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
  },
};

export const AutoDismiss: Story = {
  tags: ['!autodocs'],
  render: (args) => <ToasterDemo {...args} shown={['codeCopied']} />,
  args: { duration: 1500 },
  play: async ({ canvasElement }) => {
    const region = await waitFor(() => firstViewport(canvasElement));
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

/** A dialog and a toast over the page, each in its own frame on the docs page: a modal would lock it. */
const ownFrame = { docs: { story: { inline: false, height: '28rem' } } };

export const RaisedFromDialog: Story = {
  render: (args) => <FreezeWithToast {...args} />,
  parameters: ownFrame,
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
  parameters: { ...ownFrame, motion: 'system' },
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
