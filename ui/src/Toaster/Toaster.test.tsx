import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog';
import { Toaster, toastTypes, type ToasterNotification, type ToasterProps } from './Toaster';

const sent: ToasterNotification = {
  id: 'n1',
  title: 'E-mail sent',
  content: 'We have sent a letter to your email',
  type: 'success',
};

const labels = { viewportLabel: 'Notifications ({hotkey})', closeLabel: 'Close notification', toastLabel: 'Notification' };

function renderToaster(props: Partial<ToasterProps> = {}) {
  const onDismiss = jest.fn();
  const view = render(<Toaster notifications={[sent]} onDismiss={onDismiss} {...labels} {...props} />);
  return { onDismiss, ...view };
}

// Radix briefly renders a second, visually hidden copy of each toast for the announcement;
// everything about the visible toast is asked inside the landmark.
const viewport = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const toastItem = (title: string) =>
  within(viewport())
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(title)) as HTMLElement;

afterEach(() => {
  jest.useRealTimers();
});

describe('Toaster', () => {
  it('shows each notification with its title and content in a labelled landmark', () => {
    renderToaster();
    const item = toastItem('E-mail sent');
    expect(within(item).getByText('We have sent a letter to your email')).toBeInTheDocument();
  });

  it('shows every notification of the list, oldest first', () => {
    renderToaster({
      notifications: [sent, { id: 'n2', title: 'Password changed', type: 'info' }],
    });
    const items = within(viewport()).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-type'))).toEqual(['success', 'info']);
  });

  it.each(toastTypes)('marks the %s type with its own icon', (type) => {
    renderToaster({ notifications: [{ ...sent, type }] });
    const item = toastItem('E-mail sent');
    expect(item).toHaveAttribute('data-type', type);
    expect(item.querySelector('svg')).not.toBeNull();
  });

  it('gives every type a different icon shape, not just a colour', () => {
    renderToaster({ notifications: toastTypes.map((type) => ({ id: type, title: type, type })) });
    const shapes = toastTypes.map((type) => toastItem(type).querySelector('svg')?.innerHTML);
    expect(new Set(shapes).size).toBe(toastTypes.length);
  });

  it('dismisses a notification from its close button', async () => {
    const user = userEvent.setup();
    const { onDismiss } = renderToaster();
    await user.click(within(toastItem('E-mail sent')).getByRole('button', { name: 'Close notification' }));
    expect(onDismiss).toHaveBeenCalledWith('n1');
  });

  it('dismisses a focused notification with Escape', async () => {
    const user = userEvent.setup();
    const { onDismiss } = renderToaster();
    toastItem('E-mail sent').focus();
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledWith('n1');
  });

  it('attaches its toasts to the given container, and to <body> without one', () => {
    const box = document.createElement('div');
    document.body.append(box);
    const { unmount } = renderToaster({ container: box });
    expect(box).toContainElement(viewport());
    unmount();
    expect(box).toBeEmptyDOMElement();
    box.remove();
    renderToaster();
    expect(viewport().closest('[data-toaster-host]')?.parentElement).toBe(document.body);
  });

  it('removes a toast once the list no longer holds it', () => {
    const { rerender, onDismiss } = renderToaster();
    rerender(<Toaster notifications={[]} onDismiss={onDismiss} {...labels} />);
    expect(within(viewport()).queryAllByRole('listitem')).toHaveLength(0);
  });

  describe('auto-dismiss', () => {
    beforeEach(() => {
      jest.useFakeTimers();
    });

    it('closes a toast after the duration', () => {
      const { onDismiss } = renderToaster({ duration: 3000 });
      act(() => jest.advanceTimersByTime(2999));
      expect(onDismiss).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onDismiss).toHaveBeenCalledWith('n1');
    });

    it('waits about five seconds by default', () => {
      const { onDismiss } = renderToaster();
      act(() => jest.advanceTimersByTime(4999));
      expect(onDismiss).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(onDismiss).toHaveBeenCalledWith('n1');
    });

    it('lets one notification set its own duration', () => {
      const { onDismiss } = renderToaster({ notifications: [{ ...sent, duration: 10_000 }] });
      act(() => jest.advanceTimersByTime(9000));
      expect(onDismiss).not.toHaveBeenCalled();
    });

    it('pauses while the pointer is over the toasts', async () => {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { onDismiss } = renderToaster({ duration: 3000 });
      await user.hover(toastItem('E-mail sent'));
      act(() => jest.advanceTimersByTime(10_000));
      expect(onDismiss).not.toHaveBeenCalled();
    });

    it('pauses while focus is inside the toasts', () => {
      const { onDismiss } = renderToaster({ duration: 3000 });
      act(() => within(toastItem('E-mail sent')).getByRole('button', { name: 'Close notification' }).focus());
      act(() => jest.advanceTimersByTime(10_000));
      expect(onDismiss).not.toHaveBeenCalled();
    });
  });

  describe('announcement', () => {
    it('announces a new toast politely with its label, title and content', async () => {
      renderToaster();
      const status = await screen.findByText(/Notification\s+E-mail sent\s*We have sent a letter to your email/);
      expect(status.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    });

    it('announces an error assertively', async () => {
      renderToaster({ notifications: [{ ...sent, type: 'error', title: 'E-mail not sent' }] });
      const status = await screen.findByText(/Notification\s+E-mail not sent/);
      expect(status.closest('[role="status"]')).toHaveAttribute('aria-live', 'assertive');
    });
  });

  describe('raised while a modal dialog is open', () => {
    // A page as the site builds it: the Toaster sits beside the screens, a screen opens a dialog
    // and the dialog's action raises a toast.
    function Page() {
      const [notifications, setNotifications] = useState<ToasterNotification[]>([]);
      return (
        <>
          <ConfirmDialog
            open
            onOpenChange={() => undefined}
            onConfirm={() => setNotifications([sent])}
            title="Freeze the subscription?"
            description="Your remaining time is kept."
            confirmLabel="Freeze"
            cancelLabel="Cancel"
          />
          <Toaster notifications={notifications} onDismiss={() => setNotifications([])} {...labels} />
        </>
      );
    }

    it('keeps the toast and its close button reachable by assistive technology', async () => {
      const user = userEvent.setup();
      render(<Page />);
      await user.click(screen.getByRole('button', { name: 'Freeze' }));
      // getByRole skips anything under aria-hidden: this fails if the dialog hid the toast.
      const item = toastItem('E-mail sent');
      expect(within(item).getByRole('button', { name: 'Close notification' })).toBeInTheDocument();
    });

    it('announces the toast', async () => {
      const user = userEvent.setup();
      render(<Page />);
      await user.click(screen.getByRole('button', { name: 'Freeze' }));
      // Radix fills the live region a frame later, so screen readers notice the change.
      await waitFor(() =>
        expect(screen.getAllByRole('status').map((status) => status.textContent)).toContainEqual(
          expect.stringContaining('We have sent a letter to your email'),
        ),
      );
    });
  });
});
