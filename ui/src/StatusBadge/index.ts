export { StatusBadge, statusBadgeVariants } from './StatusBadge';
export type { StatusBadgeProps, StatusBadgeVariant } from './StatusBadge';
