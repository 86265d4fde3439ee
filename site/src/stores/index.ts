export { RootStore, createRootStore, type BrowserRootStoreOptions, type RootStoreDeps, type ShellState } from './RootStore';
export { CatalogStore, cheatNotFoundMessage, type CatalogData } from './CatalogStore';
export { ConfirmationStore } from './ConfirmationStore';
export { NotificationStore, notificationTypes, type Notification, type NotificationInput, type NotificationType } from './NotificationStore';
export { PasswordResetStore, passwordResetSteps, type PasswordResetResult, type PasswordResetStep } from './PasswordResetStore';
export { PaymentStore, type PaymentResult } from './PaymentStore';
export { SessionStore, mainDataFailedMessage, type MainDataStatus, type SessionResult } from './SessionStore';
export { SsoStore, type SsoStatus } from './SsoStore';
export {
  SubscriptionStore,
  canFreezeSubscription,
  subscriptionState,
  subscriptionStates,
  type Clock,
  type SubscriptionCommandResult,
  type SubscriptionState,
} from './SubscriptionStore';
export { TransactionStore, toTransactionEntry, transactionMessages, type TransactionEntry } from './TransactionStore';
