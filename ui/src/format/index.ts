export { formatDateTime } from './formatDateTime';
export type { FormatDateTimeOptions } from './formatDateTime';
