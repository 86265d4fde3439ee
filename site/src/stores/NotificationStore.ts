import { makeAutoObservable } from 'mobx';

export const notificationTypes = ['info', 'success', 'warning', 'error'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/**
 * One toast. `title` and `content` are keys of the `notifications` namespace; `data` holds
 * their interpolation values. The screen translates them and hands the list to the ui Toaster.
 */
export interface Notification {
  id: string;
  title: string;
  content?: string;
  type: NotificationType;
  data?: Record<string, string | number>;
}

export type NotificationInput = Omit<Notification, 'id' | 'type'> & { type?: NotificationType };

/** The toasts on screen, oldest first; the Toaster shows exactly this list. */
export class NotificationStore {
  notifications: Notification[] = [];

  constructor(private readonly randomUUID: () => string = () => crypto.randomUUID()) {
    makeAutoObservable<NotificationStore, 'randomUUID'>(this, { randomUUID: false }, { autoBind: true });
  }

  /** Shows a toast and returns its id. */
  notify(input: NotificationInput): string {
    const notification: Notification = { ...input, id: this.randomUUID(), type: input.type ?? 'info' };
    this.notifications.push(notification);
    return notification.id;
  }

  dismiss(id: string): void {
    this.notifications = this.notifications.filter((notification) => notification.id !== id);
  }

  clear(): void {
    this.notifications = [];
  }
}
