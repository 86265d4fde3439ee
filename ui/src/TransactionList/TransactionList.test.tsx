import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TransactionList, type TransactionListItem, type TransactionListProps } from './TransactionList';

const labels: TransactionListProps['labels'] = {
  title: 'Transaction history',
  columns: { date: 'Date', product: 'Product', amount: 'Amount', status: 'Status' },
  loadMore: 'Load more',
  loading: 'Loading transactions…',
  end: 'No more transactions to fetch',
  loaded: (count) => `${count} more shown`,
  retry: 'Try again',
  emptyTitle: 'No transactions yet',
  emptyDescription: 'Your purchases will appear here.',
};

const when = new Date(2026, 10, 21, 14, 5).toISOString();
const rows: TransactionListItem[] = [
  { id: 't1', date: when, product: 'Shooter · 30 days', amount: '€9.99', status: { label: 'Paid', variant: 'success' } },
  { id: 't2', date: when, product: 'Strategy game · 7 days', amount: '€2.99', status: { label: 'Pending', variant: 'warning' } },
];

function renderList(props: Partial<TransactionListProps> = {}) {
  return render(<TransactionList transactions={rows} labels={labels} {...props} />);
}

describe('TransactionList', () => {
  it('is a table captioned by its title, with column headers', () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Transaction history' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date',
      'Product',
      'Amount',
      'Status',
    ]);
  });

  it('shows one row per transaction with its readable date, product, amount and status', () => {
    renderList();
    const [, first] = screen.getAllByRole('row');
    expect(within(first as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '21.11.2026 14:05',
      'Shooter · 30 days',
      '€9.99',
      'Paid',
    ]);
  });

  it("shows a row's number under its product, with a link to its receipt named by that number", () => {
    const numbered = [{ ...(rows[0] as TransactionListItem), reference: 'No. 35', receiptHref: '?receipt=35' }];
    renderList({ transactions: numbered, labels: { ...labels, receipt: 'Receipt' } });
    const [, first] = screen.getAllByRole('row');
    expect(within(first as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent('Shooter · 30 daysNo. 35 · Receipt No. 35');
    expect(screen.getByRole('link', { name: 'Receipt No. 35' })).toHaveAttribute('href', '?receipt=35');
  });

  it('shows "—" in the date, amount and status cells of a row the wire gave none of them', () => {
    renderList({ transactions: [{ id: 'bare', product: 'Shooter · 30 days' }] });
    const [, bare] = screen.getAllByRole('row');
    expect(within(bare as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['—', 'Shooter · 30 days', '—', '—']);
  });

  it('shows each status as a StatusBadge in its variant', () => {
    renderList();
    expect(screen.getByText('Paid')).toHaveAttribute('data-variant', 'success');
    expect(screen.getByText('Pending')).toHaveAttribute('data-variant', 'warning');
  });

  it('keeps the machine-readable date on each row', () => {
    renderList();
    expect(screen.getAllByText('21.11.2026 14:05')[0]).toHaveAttribute('datetime', when);
  });

  it('loads more from the load more button', async () => {
    const user = userEvent.setup();
    const onLoadMore = jest.fn();
    renderList({ hasMore: true, onLoadMore });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  describe('loading the next page', () => {
    it('shows the load more button busy and ignores another press', async () => {
      const user = userEvent.setup();
      const onLoadMore = jest.fn();
      renderList({ hasMore: true, loading: true, onLoadMore });
      const button = screen.getByRole('button', { name: 'Load more' });
      expect(button).toHaveAttribute('aria-busy', 'true');
      await user.click(button);
      expect(onLoadMore).not.toHaveBeenCalled();
    });

    it('keeps the loaded rows and adds placeholder rows hidden from assistive technology', () => {
      renderList({ hasMore: true, loading: true });
      expect(screen.getAllByRole('row')).toHaveLength(1 + rows.length);
      expect(screen.getAllByRole('row', { hidden: true }).length).toBeGreaterThan(1 + rows.length);
    });

    it('announces that it loads and marks the table busy', () => {
      renderList({ hasMore: true, loading: true });
      expect(screen.getByRole('status')).toHaveTextContent('Loading transactions…');
      expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    });
  });

  describe('where focus goes after "Load more"', () => {
    const more: TransactionListItem[] = [
      { id: 't3', date: when, product: 'Shooter · 7 days', amount: '€2.99', status: { label: 'Paid', variant: 'success' } },
      { id: 't4', date: when, product: 'Shooter · 1 day', amount: '€0.99', status: { label: 'Paid', variant: 'success' } },
    ];

    /** Presses "Load more" on a list of `rows`; the page loads, then arrives as `outcome`. */
    async function pressLoadMoreThenReceive(outcome: Partial<TransactionListProps>) {
      const user = userEvent.setup();
      const { rerender } = renderList({ hasMore: true });
      await user.click(screen.getByRole('button', { name: 'Load more' }));
      rerender(<TransactionList transactions={rows} labels={labels} hasMore loading />);
      rerender(<TransactionList transactions={rows} labels={labels} hasMore {...outcome} />);
    }

    it('moves to the first new row and announces how many arrived', async () => {
      await pressLoadMoreThenReceive({ transactions: [...rows, ...more] });
      expect(screen.getAllByRole('row')[3]).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent('2 more shown');
    });

    it('moves to the end message and announces it when the last page brought nothing', async () => {
      await pressLoadMoreThenReceive({ hasMore: false });
      expect(screen.getByText('No more transactions to fetch', { selector: 'p[tabindex]' })).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent('No more transactions to fetch');
    });

    it('announces the end with the last rows, focus on the first of them', async () => {
      await pressLoadMoreThenReceive({ transactions: [...rows, ...more], hasMore: false });
      expect(screen.getAllByRole('row')[3]).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent('2 more shown. No more transactions to fetch');
    });

    it('moves to the retry when the page failed', async () => {
      await pressLoadMoreThenReceive({ error: 'Failed to fetch transactions' });
      expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
    });

    it('leaves focus alone when nothing was asked for', () => {
      const { rerender } = renderList({ hasMore: true, loading: true });
      rerender(<TransactionList transactions={[...rows, ...more]} labels={labels} hasMore={false} />);
      expect(document.body).toHaveFocus();
    });
  });

  it('shows skeleton rows of a full page while the first page loads', () => {
    renderList({ transactions: [], loading: true });
    expect(screen.getByRole('table', { name: 'Transaction history' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(1 + 10);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the end of the list is reached, without a load more button', () => {
    renderList({ hasMore: false });
    expect(screen.getByText('No more transactions to fetch')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the empty state when there are no transactions', () => {
    renderList({ transactions: [], emptyAction: <a href="/profile/payment">Go to payment</a> });
    expect(screen.getByRole('heading', { name: 'No transactions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to payment' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the list\'s titled card when it is empty, like a list with rows', () => {
    renderList({ transactions: [] });
    const card = screen.getByRole('region', { name: 'Transaction history' });
    expect(within(card).getByRole('heading', { level: 3, name: 'No transactions yet' })).toBeInTheDocument();
  });

  describe('after a failed fetch', () => {
    it('alerts the message and retries', async () => {
      const user = userEvent.setup();
      const onRetry = jest.fn();
      renderList({ transactions: [], error: 'Failed to fetch transactions', onRetry });
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch transactions');
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });

    it('keeps its titled card, with the message and the retry inside, when the first page failed', () => {
      renderList({ transactions: [], error: 'Failed to fetch transactions' });
      const card = screen.getByRole('region', { name: 'Transaction history' });
      expect(within(card).getByRole('alert')).toHaveTextContent('Failed to fetch transactions');
      expect(within(card).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });

    it('keeps the rows already loaded when a later page failed', () => {
      renderList({ hasMore: true, error: 'Failed to fetch transactions' });
      expect(screen.getAllByRole('row')).toHaveLength(1 + rows.length);
      expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });
  });

  it('names every cell with its column, for the stacked layout of narrow screens', () => {
    renderList();
    const [, first] = screen.getAllByRole('row');
    expect(within(first as HTMLElement).getAllByRole('cell').map((cell) => cell.dataset.label)).toEqual([
      'Date',
      'Product',
      'Amount',
      'Status',
    ]);
  });

  it('adds no tab stop of its own: the table fits the width instead of scrolling', async () => {
    const user = userEvent.setup();
    renderList({ hasMore: true });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveFocus();
  });
});
