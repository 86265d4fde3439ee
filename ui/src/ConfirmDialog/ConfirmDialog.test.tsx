import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, confirmDialogVariants, type ConfirmDialogProps } from './ConfirmDialog';

type HarnessProps = Partial<Omit<ConfirmDialogProps, 'open' | 'onOpenChange' | 'trigger'>> & { initiallyOpen?: boolean };

// A caller as the site writes one: it owns `open` and opens the dialog from a trigger.
function Harness({ initiallyOpen = false, onConfirm = jest.fn(), ...props }: HarnessProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        onConfirm={onConfirm}
        title="Freeze the subscription?"
        description="Your remaining time is kept until you unfreeze."
        confirmLabel="Freeze"
        cancelLabel="Cancel"
        trigger={<button type="button">Freeze subscription</button>}
        {...props}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

// The page behind a modal is `pointer-events: none`, so user-event refuses to click it;
// a pointer press on it is what Radix listens for (once its listener is in, a tick later).
async function pressOutside() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  fireEvent.pointerDown(document.body);
}

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Freeze subscription' }));
  return screen.getByRole('dialog', { name: 'Freeze the subscription?' });
};

/** Renders `harness` and opens its dialog from the trigger, as a user would. */
async function renderOpen(harness: JSX.Element = <Harness />) {
  const user = userEvent.setup();
  render(harness);
  return { user, dialog: await openDialog(user) };
}

describe('ConfirmDialog', () => {
  it('opens from its trigger as a modal dialog named by its title and described by its description', async () => {
    const { dialog } = await renderOpen();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Your remaining time is kept until you unfreeze.');
  });

  it('puts the first focus on cancel, so Enter does not confirm by accident', async () => {
    await renderOpen();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await renderOpen();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const { user } = await renderOpen();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Freeze subscription' })).toHaveFocus();
  });

  it('closes on cancel without confirming', async () => {
    const onConfirm = jest.fn();
    const { user } = await renderOpen(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('calls onConfirm from the confirm button', async () => {
    const onConfirm = jest.fn();
    const { user } = await renderOpen(<Harness onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Freeze' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('hides the page behind it from assistive technology', async () => {
    await renderOpen();
    expect(screen.queryByRole('button', { name: 'Elsewhere' })).not.toBeInTheDocument();
  });

  describe('while busy', () => {
    it('shows the confirm button as loading and ignores further clicks', async () => {
      const user = userEvent.setup();
      const onConfirm = jest.fn();
      render(<Harness initiallyOpen loading onConfirm={onConfirm} />);
      const confirm = screen.getByRole('button', { name: 'Freeze' });
      expect(confirm).toHaveAttribute('aria-busy', 'true');
      await user.click(confirm);
      expect(onConfirm).not.toHaveBeenCalled();
    });

    it('does not close on Escape', async () => {
      const user = userEvent.setup();
      render(<Harness initiallyOpen loading />);
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('does not close from cancel', async () => {
      const user = userEvent.setup();
      render(<Harness initiallyOpen loading />);
      const cancel = screen.getByRole('button', { name: 'Cancel' });
      expect(cancel).toBeDisabled();
      await user.click(cancel);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('does not close on a click outside', async () => {
      render(<Harness initiallyOpen loading />);
      await pressOutside();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });
  });

  it('closes on a click outside when not busy', async () => {
    render(<Harness initiallyOpen />);
    await pressOutside();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(confirmDialogVariants)('exposes the %s variant', (variant) => {
    render(<Harness initiallyOpen variant={variant} />);
    expect(screen.getByRole('dialog')).toHaveAttribute('data-variant', variant);
  });

  it('gives the danger variant a danger confirm button', () => {
    render(<Harness initiallyOpen variant="danger" />);
    expect(screen.getByRole('button', { name: 'Freeze' })).toHaveAttribute('data-variant', 'danger');
  });

  describe('where focus goes on close when it was opened from outside (no trigger)', () => {
    // A card's own button opens it through `open`, as the subscription screen does.
    function Outside({ replaceOpener = false, resultFocus }: { replaceOpener?: boolean; resultFocus?: () => HTMLElement | null }) {
      const [open, setOpen] = useState(false);
      const [done, setDone] = useState(false);
      return (
        <>
          {done && replaceOpener ? (
            <button type="button">Unfreeze</button>
          ) : (
            <button type="button" onClick={() => setOpen(true)}>
              Freeze
            </button>
          )}
          <ConfirmDialog
            open={open}
            onOpenChange={setOpen}
            onConfirm={() => {
              setDone(true);
              setOpen(false);
            }}
            title="Freeze the subscription?"
            description="Kept until you unfreeze."
            confirmLabel="Confirm"
            cancelLabel="Cancel"
            resultFocus={resultFocus}
          />
        </>
      );
    }

    it('returns to the button that opened it on Escape', async () => {
      const user = userEvent.setup();
      render(<Outside />);
      await user.click(screen.getByRole('button', { name: 'Freeze' }));
      await user.keyboard('{Escape}');
      expect(screen.getByRole('button', { name: 'Freeze' })).toHaveFocus();
    });

    it('goes to the element carrying the result when the opener is gone', async () => {
      const user = userEvent.setup();
      render(<Outside replaceOpener resultFocus={() => screen.queryByRole('button', { name: 'Unfreeze' })} />);
      await user.click(screen.getByRole('button', { name: 'Freeze' }));
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      expect(screen.getByRole('button', { name: 'Unfreeze' })).toHaveFocus();
    });
  });
});
