import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactElement, type ReactNode } from 'react';
import { Button } from '../Button';
import { Heading } from '../Heading';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import * as styles from './ConfirmDialog.css';

export const confirmDialogVariants = ['default', 'danger'] as const;
export type ConfirmDialogVariant = (typeof confirmDialogVariants)[number];

export interface ConfirmDialogProps {
  /** Whether the dialog is shown; the caller holds it (controlled). */
  open: boolean;
  /** Asked to open (its trigger) or close (Cancel, Escape, a click outside); refused while `loading`. */
  onOpenChange: (open: boolean) => void;
  /** Called on the confirm button; the caller closes the dialog (often after its request ends). */
  onConfirm: () => void;
  /** The question, naming the action and its object ("Freeze the subscription to …?"); the dialog's name. */
  title: string;
  /** What follows from confirming; read with the title when the dialog opens. */
  description: ReactNode;
  /** The confirm button: the action's own verb ("Freeze"), never "OK". */
  confirmLabel: string;
  /** The button that closes without acting; it has the focus first. */
  cancelLabel: string;
  /**
   * `danger` for an action that destroys or ends something: the confirm button turns red.
   * @default 'default'
   */
  variant?: ConfirmDialogVariant;
  /**
   * The confirmed action is running: the confirm button shows it, and the dialog cannot be closed.
   * @default false
   */
  loading?: boolean;
  /**
   * An element that opens the dialog; focus returns to it on close.
   * @default none: the caller opens it through `open`
   */
  trigger?: ReactElement;
  /**
   * Where the dialog is portalled (where the theme attribute also sits).
   * @default document.body
   */
  container?: HTMLElement | null;
  /**
   * Where focus goes on close when the element that opened the dialog is gone or disabled (the
   * confirmed action replaced it): the element that now carries the result, say the card's new
   * action or its status. Focus must never fall to the page's body.
   */
  resultFocus?: () => HTMLElement | null | undefined;
}

/** Whether focus can go back to `element`: still on the page, shown, and not disabled. */
export function canTakeFocusBack(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  if (element.matches(':disabled, [aria-disabled="true"]') || element.closest('[hidden], [inert]')) return false;
  // Not rendered (display: none on it or above); a browser without checkVisibility is trusted.
  return typeof element.checkVisibility !== 'function' || element.checkVisibility();
}

/**
 * **Use it** to confirm an action that is hard to undo (freeze a subscription, sign out
 * everywhere); `variant="danger"` for destructive ones.
 *
 * **Use something else** doing the action with an undo notification when it is easy to reverse.
 *
 * **Don't** ask for confirmation of routine actions, or close it while the confirmed action is
 * `loading`.
 */
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
  resultFocus,
}: ConfirmDialogProps) {
  // The element focused when the dialog opened. Radix returns focus only to a Dialog.Trigger,
  // and a dialog opened from outside (a card's button, through `open`) has none.
  const opener = useRef<Element | null>(null);
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
          asChild
          className={styles.content}
          data-variant={variant}
          data-loading={loading || undefined}
          // Radix hides the rest of the page with aria-hidden; aria-modal says so to
          // screen readers that rely on the attribute instead.
          aria-modal="true"
          aria-busy={loading || undefined}
          onOpenAutoFocus={() => {
            // Fired before focus moves in: the active element is still the opener.
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const back = canTakeFocusBack(opener.current) ? opener.current : resultFocus?.();
            opener.current = null;
            back?.focus();
          }}
          onEscapeKeyDown={blockWhileBusy}
          onPointerDownOutside={blockWhileBusy}
          onInteractOutside={blockWhileBusy}
        >
          <Stack space="sm">
            <Dialog.Title asChild>
              <Heading level={2} size="lg">
                {title}
              </Heading>
            </Dialog.Title>
            <Dialog.Description asChild>
              <Text tone="muted">{description}</Text>
            </Dialog.Description>
            <Inline space="xs" align="end" className={styles.actions}>
              {/* Cancel comes first so it gets the initial focus: Enter never confirms by accident. */}
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={loading}>
                  {cancelLabel}
                </Button>
              </Dialog.Close>
              <Button variant={variant === 'danger' ? 'danger' : 'primary'} loading={loading} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Inline>
          </Stack>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
