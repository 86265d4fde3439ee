import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { formatDateTime } from '../format';
import { Skeleton } from '../Skeleton';
import { visuallyHidden } from '../utils';
import * as styles from './TransactionList.css';

export interface TransactionListItem {
  id: string;
  /** ISO date of the transaction. */
  date: string;
  /** The product's name as the caller words it ("Shooter · 30 days"). */
  product: string;
  /** Already formatted by the caller. */
  amount?: string;
  status?: string;
}

export interface TransactionListLabels {
  /** The table's caption, e.g. "Transaction history". */
  title: string;
  columns: { date: string; product: string; amount: string; status: string };
  loadMore: string;
  /** Announced while a page loads. */
  loading: string;
  /** Shown once the last page has arrived. */
  end: string;
  retry: string;
  emptyTitle: string;
  emptyDescription?: string;
}

export interface TransactionListProps {
  transactions: readonly TransactionListItem[];
  labels: TransactionListLabels;
  /** A page is being fetched (the first one, or the next one). */
  loading?: boolean;
  /** More pages may exist (the last page was a full one). */
  hasMore?: boolean;
  /** The last fetch failed, with this message; the list offers a retry. */
  error?: string | null;
  onLoadMore?: () => void;
  onRetry?: () => void;
  /** What to do when there is nothing yet (a link to the payment page, say). */
  emptyAction?: ReactNode;
  /** Skeleton rows drawn while a page loads: the spec's page size. */
  pageSize?: number;
}

export function TransactionList({
  transactions,
  labels,
  loading = false,
  hasMore = false,
  error = null,
  onLoadMore,
  onRetry,
  emptyAction,
  pageSize = 10,
}: TransactionListProps) {
  const captionId = useId();
  const isEmpty = transactions.length === 0;
  const state = error ? 'error' : loading ? 'loading' : isEmpty ? 'empty' : hasMore ? 'more' : 'end';

  const liveText = loading ? labels.loading : '';

  if (state === 'empty') {
    return (
      <div className={styles.root} data-state={state}>
        <EmptyState title={labels.emptyTitle} description={labels.emptyDescription} action={emptyAction} />
      </div>
    );
  }

  const showTable = !isEmpty || loading;
  return (
    <div className={styles.root} data-state={state}>
      {showTable ? (
        // A focusable, named scroll area: keyboard users can scroll a table wider than the screen.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table} aria-busy={loading || undefined}>
            <caption id={captionId} className={styles.caption}>
              {labels.title}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.headCell}>
                  {labels.columns.date}
                </th>
                <th scope="col" className={styles.headCell}>
                  {labels.columns.product}
                </th>
                <th scope="col" className={styles.headCell}>
                  {labels.columns.amount}
                </th>
                <th scope="col" className={styles.headCell}>
                  {labels.columns.status}
                </th>
              </tr>
            </thead>
            <tbody>
              {transactions.map((transaction) => (
                <tr key={transaction.id}>
                  <td className={`${styles.cell} ${styles.dateCell}`}>
                    <time dateTime={transaction.date}>{formatDateTime(transaction.date)}</time>
                  </td>
                  <td className={styles.cell}>{transaction.product}</td>
                  <td className={`${styles.cell} ${styles.amountCell}`}>{transaction.amount ?? ''}</td>
                  <td className={styles.cell}>{transaction.status ?? ''}</td>
                </tr>
              ))}
              {loading
                ? Array.from({ length: isEmpty ? pageSize : Math.min(3, pageSize) }, (_, index) => (
                    // Placeholder rows: hidden from assistive technology, which hears aria-busy and the status instead.
                    <tr key={`skeleton-${index}`} aria-hidden="true" data-skeleton="">
                      <td className={styles.cell}>
                        <Skeleton width="8rem" />
                      </td>
                      <td className={styles.cell}>
                        <Skeleton width="10rem" />
                      </td>
                      <td className={styles.cell}>
                        <Skeleton width="4rem" />
                      </td>
                      <td className={styles.cell}>
                        <Skeleton width="5rem" />
                      </td>
                    </tr>
                  ))
                : null}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className={styles.footer}>
        {error ? (
          <>
            <p className={styles.error} role="alert">
              {error}
            </p>
            <Button variant="secondary" onClick={onRetry}>
              {labels.retry}
            </Button>
          </>
        ) : hasMore && !isEmpty ? (
          <Button variant="secondary" loading={loading} onClick={onLoadMore}>
            {labels.loadMore}
          </Button>
        ) : !loading && !isEmpty ? (
          <p className={styles.endNote}>{labels.end}</p>
        ) : null}
      </div>
      <p role="status" className={visuallyHidden}>
        {liveText}
      </p>
    </div>
  );
}
