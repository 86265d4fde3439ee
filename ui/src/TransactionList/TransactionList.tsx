import { forwardRef, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { AnchorLink, type LinkComponent } from '../layouts/Page/SiteLink';
import { EmptyState } from '../EmptyState';
import { formatDateTime } from '../format';
import { Skeleton } from '../Skeleton';
import { StatusBadge, type StatusBadgeVariant } from '../StatusBadge';
import { cx, visuallyHidden } from '../utils';
import { Stack } from '../Stack';
import { Text } from '../Text';
import * as styles from './TransactionList.css';

export interface TransactionListItem {
  id: string;
  /** ISO date of the transaction; a row without one shows "—" in the date cell. */
  date?: string;
  /** The product's name as the caller words it ("Shooter · 30 days"). */
  product: string;
  /** Already formatted by the caller; shown right-aligned in tabular figures ("—" without one). */
  amount?: string;
  /** The status in words and the StatusBadge variant that colours it ("Paid", `success`); "—" without one. */
  status?: { label: string; variant: StatusBadgeVariant };
  /** The transaction's number as the caller words it ("No. 35"), under the product. */
  reference?: string;
  /** The transaction's receipt page, linked beside the reference. */
  receiptHref?: string;
}

export interface TransactionListLabels {
  /** The table's caption, e.g. "Transaction history"; also titles the empty list's card. */
  title: string;
  columns: { date: string; product: string; amount: string; status: string };
  loadMore: string;
  /** Announced while a page loads. */
  loading: string;
  /** Shown once the last page has arrived; announced when "Load more" brings no more rows. */
  end: string;
  /** Announced when "Load more" has added `count` rows (focus is then on the first of them). */
  loaded: (count: number) => string;
  retry: string;
  /** The receipt link's text ("Receipt"); a row's link adds its reference for screen readers. */
  receipt?: string;
  emptyTitle: string;
  emptyDescription?: string;
}

export interface TransactionListProps {
  /** The rows fetched so far, newest first, as the caller received them. */
  transactions: readonly TransactionListItem[];
  /** Every text of the list, translated by the caller. */
  labels: TransactionListLabels;
  /**
   * A page is being fetched (the first one, or the next one).
   * @default false
   */
  loading?: boolean;
  /**
   * More pages may exist (the last page was a full one): "Load more" is offered.
   * @default false
   */
  hasMore?: boolean;
  /**
   * The last fetch failed, with this message; the list offers a retry.
   * @default null
   */
  error?: string | null;
  /** Called by "Load more" to fetch the next page. */
  onLoadMore?: () => void;
  /** Called by the retry button to fetch the failed page again. */
  onRetry?: () => void;
  /** What to do when there is nothing yet (a link to the payment page, say). */
  emptyAction?: ReactNode;
  /**
   * Skeleton rows drawn while a page loads: the spec's page size.
   * @default 10
   */
  pageSize?: number;
  /**
   * The router's link for receipt links (Gatsby's `Link`, say).
   * @default a plain `<a>`
   */
  linkAs?: LinkComponent;
}

/** What a cell shows when the wire gave no value for it (a date, an amount, a status). */
const missing = '—';

/** A placeholder row's bar per column, about as wide as what will stand there. */
const skeletonWidths = [
  ['date', '8rem'],
  ['product', '10rem'],
  ['amount', '4rem'],
  ['status', '5rem'],
] as const satisfies readonly (readonly [keyof TransactionListLabels['columns'], string])[];

/**
 * **Use it** for the payment history: date, product (with the transaction's number and a link
 * to its receipt), amount (right-aligned), status badge; pages of 10 with "Load more".
 *
 * **Use something else** SubscriptionCard for the current state of a subscription.
 *
 * **Don't** format amounts or dates inside the site differently from here, or drop its card when it
 * is empty.
 */
export const TransactionList = forwardRef<HTMLDivElement, TransactionListProps>(function TransactionList({
  transactions,
  labels,
  loading = false,
  hasMore = false,
  error = null,
  onLoadMore,
  onRetry,
  emptyAction,
  pageSize = 10,
  linkAs: Link = AnchorLink,
}, ref) {
  const captionId = useId();
  const isEmpty = transactions.length === 0;
  const state = error ? 'error' : loading ? 'loading' : isEmpty ? 'empty' : hasMore ? 'more' : 'end';

  // After "Load more" (or its retry) focus goes to what the press brought, so it is never
  // lost with the button: the first new row, else the end message, else the retry.
  // The row count when asked, and whether the fetch has been seen running since.
  const requested = useRef<{ from: number; started: boolean } | null>(null);
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const endRef = useRef<HTMLParagraphElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const [outcome, setOutcome] = useState('');
  const request = (handler: (() => void) | undefined) => {
    requested.current = { from: transactions.length, started: false };
    setOutcome('');
    handler?.();
  };
  const count = transactions.length;
  useEffect(() => {
    const asked = requested.current;
    if (asked === null) return;
    if (loading) {
      asked.started = true;
      return;
    }
    if (!asked.started) return;
    requested.current = null;
    const { from } = asked;
    if (error) {
      retryRef.current?.focus();
      return;
    }
    const firstNew = bodyRef.current?.querySelectorAll<HTMLElement>('tr[data-row]')[from];
    if (count > from && firstNew) {
      firstNew.focus();
      setOutcome(hasMore ? labels.loaded(count - from) : `${labels.loaded(count - from)}. ${labels.end}`);
    } else {
      endRef.current?.focus();
      setOutcome(labels.end);
    }
  }, [loading, error, count, hasMore, labels]);

  const liveText = loading ? labels.loading : outcome;

  const { columns } = labels;
  const actions = (
    <Stack space="xs" align="center">
      {error ? (
        <>
          <p className={styles.error} role="alert">
            {error}
          </p>
          <Button ref={retryRef} variant="secondary" onClick={() => request(onRetry)}>
            {labels.retry}
          </Button>
        </>
      ) : hasMore && !isEmpty ? (
        <Button variant="secondary" loading={loading} onClick={() => request(onLoadMore)}>
          {labels.loadMore}
        </Button>
      ) : !loading && !isEmpty ? (
        <Text ref={endRef} size="sm" tone="muted" tabIndex={-1}>
          {labels.end}
        </Text>
      ) : null}
    </Stack>
  );
  const live = (
    <p role="status" className={visuallyHidden}>
      {liveText}
    </p>
  );

  if (isEmpty && !loading) {
    // No rows to tabulate, nothing yet or a failed first page: the same framed card and title
    // as a list with rows; only its content says which.
    return (
      <div ref={ref} className={styles.root} data-state={state}>
        <section className={styles.frame} aria-labelledby={captionId}>
          <h2 id={captionId} className={styles.emptyTitle}>
            {labels.title}
          </h2>
          {state === 'empty' ? (
            <EmptyState title={labels.emptyTitle} description={labels.emptyDescription} action={emptyAction} headingLevel={3} />
          ) : (
            <div className={styles.frameBody}>{actions}</div>
          )}
        </section>
        {state === 'empty' ? null : live}
      </div>
    );
  }

  return (
    <div ref={ref} className={styles.root} data-state={state}>
      <div className={styles.frame}>
        {/*
          The explicit roles keep the table a table for screen readers when narrow containers
          restyle its parts as blocks: WebKit drops table semantics on `display: block`.
        */}
        {/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
        <table role="table" className={styles.table} aria-labelledby={captionId} aria-busy={loading || undefined}>
          <caption id={captionId} className={styles.caption}>
            {labels.title}
          </caption>
          <thead role="rowgroup" className={styles.head}>
            <tr role="row">
              <th role="columnheader" scope="col" className={styles.headCell}>
                {columns.date}
              </th>
              <th role="columnheader" scope="col" className={styles.headCell}>
                {columns.product}
              </th>
              <th role="columnheader" scope="col" className={cx(styles.headCell, styles.amountHead)}>
                {columns.amount}
              </th>
              <th role="columnheader" scope="col" className={styles.headCell}>
                {columns.status}
              </th>
            </tr>
          </thead>
          <tbody ref={bodyRef} role="rowgroup" className={styles.body}>
            {/* `data-label` names each cell where the stacked layout hides the header row. */}
            {transactions.map((transaction) => (
              <tr role="row" key={transaction.id} className={styles.row} data-row="" tabIndex={-1}>
                <td role="cell" className={cx(styles.cell, styles.dateCell)} data-label={columns.date}>
                  {transaction.date === undefined ? missing : <time dateTime={transaction.date}>{formatDateTime(transaction.date)}</time>}
                </td>
                <td role="cell" className={styles.cell} data-label={columns.product}>
                  {transaction.reference === undefined && transaction.receiptHref === undefined ? (
                    transaction.product
                  ) : (
                    <Stack space="xxs">
                      <span>{transaction.product}</span>
                      <Text as="span" size="sm" tone="muted">
                        {transaction.reference}
                        {transaction.receiptHref !== undefined && labels.receipt !== undefined ? (
                          <>
                            {transaction.reference === undefined ? null : ' · '}
                            <Link to={transaction.receiptHref} className={styles.receiptLink}>
                              {labels.receipt}
                              {transaction.reference === undefined ? null : <span className={visuallyHidden}> {transaction.reference}</span>}
                            </Link>
                          </>
                        ) : null}
                      </Text>
                    </Stack>
                  )}
                </td>
                <td role="cell" className={cx(styles.cell, styles.amountCell)} data-label={columns.amount}>
                  {transaction.amount ?? missing}
                </td>
                <td role="cell" className={styles.cell} data-label={columns.status}>
                  {transaction.status ? (
                    <span className={styles.status}>
                      <StatusBadge variant={transaction.status.variant}>{transaction.status.label}</StatusBadge>
                    </span>
                  ) : (
                    missing
                  )}
                </td>
              </tr>
            ))}
            {loading
              ? Array.from({ length: isEmpty ? pageSize : Math.min(3, pageSize) }, (_, index) => (
                  // Placeholder rows: hidden from assistive technology, which hears aria-busy and the status instead.
                  <tr key={`skeleton-${index}`} aria-hidden="true" data-skeleton="" className={styles.row}>
                    {skeletonWidths.map(([column, width]) => (
                      <td key={column} className={styles.cell} data-label={columns[column]}>
                        <Skeleton width={width} className={styles.placeholder} />
                      </td>
                    ))}
                  </tr>
                ))
              : null}
          </tbody>
          {/* eslint-enable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */}
        </table>
      </div>
      {actions}
      {live}
    </div>
  );
});
