export { RootStore, createRootStore, type BrowserRootStoreOptions, type RootStoreDeps, type ShellState } from './RootStore';
export { AccountSessionsStore, type AccountSessionsStatus } from './AccountSessionsStore';
export { BotChatsStore, type BotChatsStatus, type BotLink } from './BotChatsStore';
export { CatalogStore, type CatalogData } from './CatalogStore';
export { ConfirmationStore } from './ConfirmationStore';
export { NotificationStore, notificationTypes, type Notification, type NotificationInput, type NotificationType } from './NotificationStore';
export { PasswordResetStore, passwordResetSteps, type PasswordResetStep } from './PasswordResetStore';
export { PaymentStore, type PaymentResult } from './PaymentStore';
export { SessionStore, type EmailChangeOutcome, type MainDataStatus } from './SessionStore';
export { SsoStore, type SsoStatus } from './SsoStore';
export {
  SubscriptionStore,
  canFreezeSubscription,
  subscriptionState,
  subscriptionStates,
  type Clock,
  type SubscriptionState,
} from './SubscriptionStore';
export { TransactionStore, toTransactionEntry, type TransactionEntry } from './TransactionStore';
export type { Result } from './result';
