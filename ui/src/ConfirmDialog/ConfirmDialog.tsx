import * as Dialog from '@radix-ui/react-dialog';
import type { ReactElement, ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './ConfirmDialog.css';

export const confirmDialogVariants = ['default', 'danger'] as const;
export type ConfirmDialogVariant = (typeof confirmDialogVariants)[number];

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called on the confirm button; the caller closes the dialog (often after its request ends). */
  onConfirm: () => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  variant?: ConfirmDialogVariant;
  /** The confirmed action is running: the confirm button shows it, and the dialog cannot be closed. */
  loading?: boolean;
  /** An element that opens the dialog; focus returns to it on close. */
  trigger?: ReactElement;
  /** Where the dialog is portalled; `document.body` by default (where the theme attribute also sits). */
  container?: HTMLElement | null;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title,
  description,
  confirmLabel,
  cancelLabel,
  variant = 'default',
  loading = false,
  trigger,
  container,
}: ConfirmDialogProps) {
  // Closing mid-request would hide the outcome of an action the user already confirmed.
  const handleOpenChange = (next: boolean) => {
    if (!next && loading) return;
    onOpenChange(next);
  };
  const blockWhileBusy = (event: Event) => {
    if (loading) event.preventDefault();
  };

  return (
    <Dialog.Root open={open} onOpenChange={handleOpenChange}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal container={container ?? undefined}>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          data-variant={variant}
          data-loading={loading || undefined}
          // Radix hides the rest of the page with aria-hidden; aria-modal says so to
          // screen readers that rely on the attribute instead.
          aria-modal="true"
          aria-busy={loading || undefined}
          onEscapeKeyDown={blockWhileBusy}
          onPointerDownOutside={blockWhileBusy}
          onInteractOutside={blockWhileBusy}
        >
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          <div className={styles.actions}>
            {/* Cancel comes first so it gets the initial focus: Enter never confirms by accident. */}
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={loading}>
                {cancelLabel}
              </Button>
            </Dialog.Close>
            <Button variant={variant === 'danger' ? 'danger' : 'primary'} loading={loading} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
