export { SubscriptionCard, remainingTime, subscriptionStatuses } from './SubscriptionCard';
export type {
  SubscriptionCardProps,
  SubscriptionCardState,
  SubscriptionCardLabels,
  SubscriptionStatus,
  RemainingTime,
} from './SubscriptionCard';
