export { StatusBadge, statusBadgeTones } from './StatusBadge';
export type { StatusBadgeProps, StatusBadgeTone } from './StatusBadge';
