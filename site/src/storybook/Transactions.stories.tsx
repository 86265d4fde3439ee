import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { localeOf, translate } from '../../../.storybook/i18n';
import { errorReply } from '../screens/testing/fakeApi';
import { mainData, transaction } from '../screens/testing/fixtures';
import { accountPage, pageParameters } from './pages';
import { pageSettled, SitePage } from './SitePage';

const page = (from: number, count: number) => Array.from({ length: count }, (_, index) => transaction(from + index));

// Main data brings the first page of 10; "Load more" asks for the next.
const meta = {
  title: 'Pages/Transactions',
  tags: ['page', '!autodocs'],
  component: SitePage,
  parameters: pageParameters,
  args: {
    path: '/profile/transactions/',
    signedIn: true,
    page: accountPage('transactions'),
    routes: { frontendData: { body: mainData({}, page(1, 10)) }, transactions: { body: { status: true, data: page(11, 10) } } },
  },
  play: async ({ canvasElement }) => pageSettled(canvasElement),
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Presses "Load more" and waits for what it brought. Focus followed the press down the page;
 * the page goes back to its top, so the shot shows it as a reviewer reads it (the section tabs
 * stick to the top of the screen).
 */
async function loadMore(canvasElement: HTMLElement, locale: ReturnType<typeof localeOf>, settled: (canvas: ReturnType<typeof within>) => Promise<unknown>) {
  await pageSettled(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: translate(locale, 'profile', 'transactions.loadMore') }));
  await pageSettled(canvasElement);
  await settled(within(canvasElement));
  window.scrollTo(0, 0);
}

const rows = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('table')).getAllByRole('row').length - 1;

export const FirstPage: Story = {};

/** The second full page loaded: "Load more" stays. */
export const More: Story = {
  play: async ({ canvasElement, globals }) => {
    await loadMore(canvasElement, localeOf(globals), () => waitFor(() => expect(rows(canvasElement)).toBe(20)));
  },
};

/** A short page ends the list. */
export const End: Story = {
  args: { routes: { frontendData: { body: mainData({}, page(1, 10)) }, transactions: { body: { status: true, data: page(11, 3) } } } },
  play: async ({ canvasElement, globals }) => {
    await loadMore(canvasElement, localeOf(globals), (canvas) => canvas.findByText(translate(localeOf(globals), 'profile', 'transactions.end')));
  },
};

/** The next page failed: the rows stay, the error and the retry below them. */
export const Failed: Story = {
  args: { routes: { frontendData: { body: mainData({}, page(1, 10)) }, transactions: errorReply(503, 'INVALID_RESPONSE') } },
  play: async ({ canvasElement, globals }) => {
    await loadMore(canvasElement, localeOf(globals), (canvas) =>
      canvas.findByRole('button', { name: translate(localeOf(globals), 'profile', 'transactions.retry') }),
    );
  },
};
