export { TransactionList } from './TransactionList';
export type { TransactionListProps, TransactionListItem, TransactionListLabels } from './TransactionList';
