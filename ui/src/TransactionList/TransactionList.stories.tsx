import type { Meta, StoryObj } from '@storybook/react-vite';
import { atRest, playground } from '../../../.storybook/docs';
import { statesOf } from '../../../.storybook/grid';
import { responsive } from '../../../.storybook/modes';
import { germanPhone } from '../../../.storybook/stress';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localeOf, stressText, translate, useLocale, useT, useGameNames } from '../../../.storybook/i18n';
import { transactionListLabels, transactionStatus } from '../../../locales/accountLabels';
import { Button } from '../Button';
import { phoneViewport } from '../layouts/Page/storyChrome';
import { useDaysLabel, usePluralLabel } from '../ProductPicker/daysLabel.story';
import { TransactionList, type TransactionListItem, type TransactionListLabels, type TransactionListProps } from './TransactionList';

/** "4 more transactions shown" with real plural rules, as i18next's `count` gives the site. */
function useLoadedLabel(): (count: number) => string {
  return usePluralLabel('profile', {
    one: 'transactions.loaded_one',
    few: 'transactions.loaded_few',
    many: 'transactions.loaded_many',
    other: 'transactions.loaded_other',
  });
}

/** The site's labels, titled as the component stands alone; `loaded` with real plural rules. */
function useLabels(): TransactionListLabels {
  const t = useT('profile');
  return { ...transactionListLabels(t), title: t('transactions.title'), loaded: useLoadedLabel() };
}

/** Rows as the site builds them from the wire: newest first, dates fixed for stable screenshots. */
function useRows(count: number, offset = 0): TransactionListItem[] {
  const t = useT('profile');
  const daysLabel = useDaysLabel();
  const money = new Intl.NumberFormat(useLocale(), { style: 'currency', currency: 'EUR' });
  const { shooter, strategy } = useGameNames();
  const games = [shooter, strategy];
  const plans = [
    { days: 30, price: 9.99 },
    { days: 7, price: 2.99 },
    { days: 90, price: 24.99 },
    { days: 1, price: 0.99 },
  ];
  // Most payments are paid; the Statuses story shows every other badge the site maps to.
  const paid = transactionStatus(t, 'completed');
  return Array.from({ length: count }, (_, i) => {
    const n = i + offset;
    const plan = plans[n % plans.length] as (typeof plans)[number];
    return {
      id: `t${n}`,
      date: new Date(2026, 10, 21 - n * 3, 14 - (n % 5), 5 + n).toISOString(),
      product: `${games[n % 2]} · ${daysLabel(plan.days)}`,
      amount: money.format(plan.price),
      status: paid,
      reference: t('transactions.id', { id: 35 - n }),
      receiptHref: `?receipt=${35 - n}`,
    };
  });
}

/**
 * One row per status the site knows (locales/accountLabels.ts), then an unknown one, as
 * the site shows a status it has no words for, and a row the wire gave no date, amount or status.
 */
function useStatusRows(): TransactionListItem[] {
  const t = useT('profile');
  const [first, ...rest] = useRows(5);
  const statuses = ['completed', 'pending', 'failed', 'refunded', 'partially_refunded'].map((status) => transactionStatus(t, status));
  const rows = [first, ...rest].map((row, i) => ({ ...(row as TransactionListItem), status: statuses[i] }));
  const { id, product } = first as TransactionListItem;
  return [...rows, { id: `${id}-bare`, product }];
}

function StatusList() {
  return <TransactionList transactions={useStatusRows()} labels={useLabels()} hasMore={false} />;
}

/** The longest German message and an unbroken word as products, with the widest status badge. */
function StressRows() {
  const t = useT('profile');
  const { longest, unbroken } = stressText(useLocale());
  const [first, second] = useRows(2);
  const rows = [
    { ...(first as TransactionListItem), product: longest },
    { ...(second as TransactionListItem), product: unbroken, status: transactionStatus(t, 'partially_refunded') },
  ];
  return <TransactionList transactions={rows} labels={useLabels()} hasMore={false} />;
}

/** Story-only choices, passed in `render`: Controls lists only TransactionList's own props. */
interface Options {
  /** How many rows of the catalogue's sample payments to show. */
  rows?: number;
  /** Show the "could not load" error. */
  failed?: boolean;
}

function Transactions({ rows = 10, loading, hasMore, failed = false, onLoadMore, onRetry }: Partial<TransactionListProps> & Options) {
  const t = useT('profile');
  return (
    <TransactionList
      transactions={useRows(rows)}
      labels={useLabels()}
      loading={loading}
      hasMore={hasMore}
      error={failed ? t('transactions.error') : null}
      onLoadMore={onLoadMore}
      onRetry={onRetry}
      emptyAction={<Button href="#payment">{t('transactions.empty.action')}</Button>}
    />
  );
}

/** Paging by 10 as TransactionStore does it: a short page ends the list. */
function Paging() {
  const [count, setCount] = useState(10);
  const [loading, setLoading] = useState(false);
  const all = useRows(14);
  return (
    <TransactionList
      transactions={all.slice(0, count)}
      labels={useLabels()}
      loading={loading}
      hasMore={count === 10}
      onLoadMore={() => {
        setLoading(true);
        setTimeout(() => {
          setCount(14);
          setLoading(false);
        }, 400);
      }}
    />
  );
}

const meta = {
  title: 'Account/TransactionList',
  component: TransactionList,
  render: (args) => <Transactions {...args} />,
  args: { loading: false, hasMore: true, onLoadMore: fn(), onRetry: fn() },
  // Its texts for missing values and its wrapping are still changing.
  parameters: { status: 'beta' },
} satisfies Meta<typeof TransactionList>;

export default meta;
type Story = StoryObj<typeof TransactionList>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const WithMoreInteraction: Story = {
  tags: ['interaction', '!autodocs'],
  ...responsive,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** WithMore, at rest: the state its interaction story starts from. */
export const WithMore: Story = { ...WithMoreInteraction, tags: ['responsive'], play: undefined };

/**
 * Every status badge the list shows: Paid, Pending, Failed, Refunded, a status the site has
 * no words for ("Status: other" in the page's language, neutral, never the wire's key), and a
 * row with no date, amount or status ("—" in each of those cells).
 */
export const Statuses: Story = {
  parameters: { controls: { disable: true } },
  render: () => <StatusList />,
  play: async ({ canvasElement, globals }) => {
    const t = (key: string, values?: Record<string, string>) => translate(localeOf(globals), 'profile', key, values);
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows).toHaveLength(7);
    await expect(rows[5]).toHaveTextContent(t('transactions.status.unknown', { status: t('transactions.status.other') }));
    await expect(canvasElement).not.toHaveTextContent('partially_refunded');
    const bare = within(rows[6] as HTMLElement).getAllByRole('cell');
    for (const cell of [bare[0], bare[2], bare[3]]) await expect(cell).toHaveTextContent('—');
  },
};

/**
 * The catalogue's longest German message as a product and an unbroken word as a product and
 * status, German on a 320 px phone: every cell wraps inside the list.
 */
export const Stress: Story = {
  globals: germanPhone,
  parameters: { controls: { disable: true } },
  render: () => <StressRows />,
  play: async ({ canvasElement }) => expectFitsWidth(canvasElement),
};

export const FirstPageLoading: Story = { args: { loading: true }, render: (args) => <Transactions {...args} rows={0} /> };

export const NextPageLoading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-busy', 'true');
  },
};

export const EndOfList: Story = { args: { hasMore: false }, render: (args) => <Transactions {...args} rows={4} /> };

export const Empty: Story = { args: { hasMore: false }, render: (args) => <Transactions {...args} rows={0} /> };

export const FailedFirstPageInteraction: Story = {
  render: (args) => <Transactions {...args} rows={0} failed />,
  tags: ['interaction', '!autodocs'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The first page failed: the list keeps its card and title (as when empty), the error and the retry inside it. */
export const FailedFirstPage: Story = {
  ...atRest(FailedFirstPageInteraction),
  play: async ({ canvasElement, globals }) => {
    const title = translate(localeOf(globals), 'profile', 'transactions.title');
    const card = within(canvasElement).getByRole('region', { name: title });
    await expect(within(card).getByRole('alert')).toBeInTheDocument();
    await expect(within(card).getByRole('button')).toBeInTheDocument();
  },
};

export const FailedNextPage: Story = { render: (args) => <Transactions {...args} failed /> };

export const LoadMoreToTheEnd: Story = {
  tags: ['interaction', '!autodocs'],
  render: () => <Paging />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(15));
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    // Focus went with the press to what it brought, and the status says so and that it is the end.
    await waitFor(() => expect(canvas.getAllByRole('row')[11]).toHaveFocus());
    const end = (canvasElement.querySelector('[data-state="end"] p[tabindex]') as HTMLElement).textContent ?? '';
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/4/));
    await expect(canvas.getByRole('status').textContent).toContain(end);
  },
};

/**
 * A phone has no room for four columns: the list must fit its width, every cell whole,
 * and still be a table with named columns for screen readers.
 */
async function expectFitsWidth(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = canvas.getByRole('table');
  await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
  const page = document.scrollingElement ?? document.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  const list = table.closest('[data-state]') as HTMLElement;
  await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  const right = list.getBoundingClientRect().right;
  for (const cell of table.querySelectorAll('td')) {
    await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
    await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(right);
  }
}

export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    await expectFitsWidth(canvasElement);
    const [, first] = within(canvasElement).getAllByRole('row');
    await expect(within(first as HTMLElement).getAllByRole('cell')).toHaveLength(4);
  },
};

export const PhoneNextPageLoading: Story = {
  args: { loading: true },
  globals: phoneViewport,
  play: async ({ canvasElement }) => expectFitsWidth(canvasElement),
};

/** Every state of the list at rest: loading, more to load, the end, empty and failed. */
export const States: Story = statesOf(meta, { FirstPageLoading, NextPageLoading, EndOfList, Empty, FailedFirstPage, FailedNextPage }, { cellWidth: '36rem' });
