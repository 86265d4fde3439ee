import * as Toast from '@radix-ui/react-toast';
import { useEffect, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../IconButton';
import { cx } from '../utils';
import { CloseIcon, ErrorIcon, iconSizes, InfoIcon, SuccessIcon, WarningIcon, type IconProps } from '../icons';
import * as styles from './Toaster.css';

export const toastTypes = ['info', 'success', 'warning', 'error'] as const;
export type ToastType = (typeof toastTypes)[number];

/** One distinct shape per type, so the type reads without colour. */
const toastIcons: Record<ToastType, ComponentType<IconProps>> = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon };

function ToastTypeIcon({ type }: { type: ToastType }) {
  const Icon = toastIcons[type];
  return <Icon width={iconSizes.md} height={iconSizes.md} />;
}

/** One toast as the site's NotificationStore holds it. */
export interface ToasterNotification {
  id: string;
  title: string;
  content?: string;
  type: ToastType;
  /** Milliseconds before this toast closes itself; overrides the Toaster's `duration`. */
  duration?: number;
}

export interface ToasterProps {
  /** The toasts to show, oldest first; the Toaster shows exactly this list. */
  notifications: readonly ToasterNotification[];
  /** A toast was closed (its close button, its timer, Escape or a swipe): remove it from the list. */
  onDismiss: (id: string) => void;
  /** The landmark's name; `{hotkey}` is replaced with the shortcut that focuses it (F8). */
  viewportLabel: string;
  /** Accessible name of each toast's close button. */
  closeLabel: string;
  /** Spoken before each toast's text when it is announced ("Notification"). */
  toastLabel: string;
  /**
   * Milliseconds before a toast closes itself; the timer pauses on hover and focus.
   * @default 5000
   */
  duration?: number;
  /**
   * Where the toasts' host element is attached; `document.body` by default, which a modal
   * dialog leaves perceivable. An element with a `transform` also holds the fixed viewport
   * inside its box (a preview showing toasts in place).
   * @default document.body
   */
  container?: HTMLElement | null;
}

/**
 * A dedicated element directly in <body> holds the viewport and the announcements.
 * A modal dialog hides everything beside itself with aria-hidden, except live regions
 * (`aria-live`, even "off"), so the toast, its close button and its announcement stay
 * perceivable while a dialog is open; rendered inside the app, they would not be.
 */
function useToasterHost(container: HTMLElement | null | undefined): HTMLElement | null {
  // Created once per Toaster (never during server rendering), attached only while mounted.
  const [host] = useState(() => {
    if (typeof document === 'undefined') return null;
    const element = document.createElement('div');
    element.setAttribute('aria-live', 'off');
    element.setAttribute('data-toaster-host', '');
    return element;
  });
  useEffect(() => {
    if (!host) return undefined;
    (container ?? document.body).append(host);
    return () => host.remove();
  }, [host, container]);
  return host;
}

/**
 * **Use it** for short notifications about something that happened away from the user's focus
 * (saved, network error); they leave on their own.
 *
 * **Use something else** FormError for a form's error; ConfirmDialog when the user must decide.
 *
 * **Don't** put the only copy of important information in a toast: it disappears.
 */
export function Toaster({ notifications, onDismiss, viewportLabel, closeLabel, toastLabel, duration = 5000, container }: ToasterProps) {
  const host = useToasterHost(container);

  return (
    <Toast.Provider label={toastLabel} duration={duration} announcerContainer={host ?? undefined}>
      {notifications.map(({ id, title, content, type, duration: ownDuration }) => (
        <Toast.Root
          key={id}
          open
          onOpenChange={(open) => {
            if (!open) onDismiss(id);
          }}
          // Errors interrupt (assertive); the rest wait for a pause in speech (polite).
          type={type === 'error' ? 'foreground' : 'background'}
          duration={ownDuration}
          className={cx(styles.toast, styles.type[type])}
          data-type={type}
        >
          <span className={cx(styles.icon, styles.iconColor[type])}>
            <ToastTypeIcon type={type} />
          </span>
          <div className={styles.body}>
            <Toast.Title className={styles.title}>{title}</Toast.Title>
            {content ? <Toast.Description className={styles.content}>{content}</Toast.Description> : null}
          </div>
          <Toast.Close asChild>
            <IconButton label={closeLabel} size="sm" variant="ghost" className={styles.close}>
              <CloseIcon width={iconSizes.md} height={iconSizes.md} />
            </IconButton>
          </Toast.Close>
        </Toast.Root>
      ))}
      {host ? createPortal(<Toast.Viewport label={viewportLabel} className={styles.viewport} />, host) : null}
    </Toast.Provider>
  );
}
