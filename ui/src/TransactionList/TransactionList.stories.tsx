import type { StoryObj } from '@storybook/react-vite';
import { responsive } from '../../../.storybook/modes';
import { germanPhone } from '../../../.storybook/stress';
import { usage, type KitMeta } from '../../../.storybook/docs';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { stressText, useLocale, useT } from '../../../.storybook/i18n';
import { transactionListLabels, transactionStatus } from '../../../locales/kitLabels';
import { Button } from '../Button';
import { phoneViewport } from '../layouts/Page/storyChrome';
import { useDaysLabel, usePluralLabel } from '../ProductPicker/daysLabel.story';
import { TransactionList, type TransactionListItem, type TransactionListLabels } from './TransactionList';

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
  const main = useT('main');
  const daysLabel = useDaysLabel();
  const money = new Intl.NumberFormat(useLocale(), { style: 'currency', currency: 'EUR' });
  const games = [main('game.shooter'), main('game.strategy')];
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
    };
  });
}

/**
 * One row per status the site knows (locales/kitLabels.ts), then an unknown one, as
 * the site shows a status it has no words for, and a row the wire gave no date and no amount.
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

interface Args {
  rows: number;
  loading: boolean;
  hasMore: boolean;
  failed: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
}

function Transactions({ rows, loading, hasMore, failed, onLoadMore, onRetry }: Args) {
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
  parameters: {
    docs: {
      description: {
        component: usage({
          use: 'for the payment history: date, product, amount (right-aligned), status badge; pages of 10 with "Load more".',
          instead: 'SubscriptionCard for the current state of a subscription.',
          avoid: 'format amounts or dates inside the site differently from here, or drop its card when it is empty.',
        }),
      },
    },
  },
  component: TransactionList,
  render: (args) => <Transactions {...args} />,
  args: { rows: 10, loading: false, hasMore: true, failed: false, onLoadMore: fn(), onRetry: fn() },
  argTypes: { rows: { control: { type: 'range', min: 0, max: 30 } } },
} satisfies KitMeta<typeof Transactions>;

export default meta;
type Story = StoryObj<typeof Transactions>;

/** Every prop on the Controls panel, starting from the component's first state below. */
export const Playground: Story = { tags: ['playground'] };

export const WithMoreInteraction: Story = {
  tags: ['interaction'],
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
 * no words for (neutral, named as the wire gave it), and a row with no date and no amount.
 */
export const Statuses: Story = {
  parameters: { controls: { disable: true } },
  render: () => <StatusList />,
  play: async ({ canvasElement }) => {
    const rows = within(canvasElement).getAllByRole('row');
    await expect(rows).toHaveLength(7);
    await expect(rows[5]).toHaveTextContent('partially_refunded');
    const bare = within(rows[6] as HTMLElement).getAllByRole('cell');
    await expect(bare[0]).toHaveTextContent('');
    await expect(bare[2]).toHaveTextContent('');
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

export const FirstPageLoading: Story = { args: { rows: 0, loading: true } };

export const NextPageLoading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveAttribute('aria-busy', 'true');
  },
};

export const EndOfList: Story = { args: { rows: 4, hasMore: false } };

export const Empty: Story = { args: { rows: 0, hasMore: false } };

export const FailedFirstPageInteraction: Story = {
  tags: ['interaction'],
  args: { rows: 0, failed: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** FailedFirstPage, at rest: the state its interaction story starts from. */
export const FailedFirstPage: Story = { ...FailedFirstPageInteraction, tags: [], play: undefined };

export const FailedNextPage: Story = { args: { failed: true } };

export const LoadMoreToTheEnd: Story = {
  tags: ['interaction'],
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
