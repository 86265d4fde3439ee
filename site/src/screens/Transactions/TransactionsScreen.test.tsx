import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestStore } from '../testing/fakeApi';
import { mainData, transaction } from '../testing/fixtures';
import { renderAccount } from '../testing/renderAccount';
import { message } from '../testing/renderScreen';

const page = (from: number, count: number) => Array.from({ length: count }, (_, index) => transaction(from + index));

const rows = () => within(screen.getByRole('table')).getAllByRole('row').length - 1;

it('loads pages of 10 until a short page, then says there are no more', async () => {
  const { store, calls } = createTestStore(
    {
      frontendData: { body: mainData({}, page(1, 10)) },
      transactions: ({ query }) => ({ body: { status: true, data: query.get('skip') === '10' ? page(11, 10) : page(21, 3) } }),
    },
    { token: 'token-1' },
  );
  renderAccount(store, '/profile/transactions/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: message('profile', 'transactions.loadMore') }));
  await user.click(await screen.findByRole('button', { name: message('profile', 'transactions.loadMore') }));
  expect(await screen.findByText(message('profile', 'transactions.end'))).toBeInTheDocument();
  expect(rows()).toBe(23);
  expect(screen.queryByRole('button', { name: message('profile', 'transactions.loadMore') })).not.toBeInTheDocument();
  expect(calls.filter((call) => call.endpoint === 'transactions').map((call) => call.query.get('skip'))).toEqual(['10', '20']);
});

it('says when there are no transactions yet', async () => {
  const { store } = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });
  renderAccount(store, '/profile/transactions/');
  expect(await screen.findByRole('heading', { name: message('profile', 'transactions.empty.title') })).toBeInTheDocument();
});

it('offers a retry after a failed page, which fetches it again', async () => {
  let attempt = 0;
  const { store } = createTestStore(
    {
      frontendData: { body: mainData({}, page(1, 10)) },
      transactions: () => ((attempt += 1) === 1 ? { status: 503, body: { status: false, message: 'INVALID_RESPONSE' } } : { body: { status: true, data: page(11, 2) } }),
    },
    { token: 'token-1' },
  );
  renderAccount(store, '/profile/transactions/');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: message('profile', 'transactions.loadMore') }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message('profile', 'transactions.error'));
  await user.click(screen.getByRole('button', { name: message('profile', 'transactions.retry') }));
  expect(await screen.findByText(message('profile', 'transactions.end'))).toBeInTheDocument();
  expect(rows()).toBe(12);
});

it("shows each row's number and opens its receipt, in the page's language", async () => {
  const { store } = createTestStore({ frontendData: { body: mainData({}, page(1, 3)) } }, { token: 'token-1' });
  renderAccount(store, '/profile/transactions/');
  const link = await screen.findByRole('link', { name: `${message('profile', 'transactions.receipt')} ${message('profile', 'transactions.id', { id: 2 })}` });
  expect(link).toHaveAttribute('href', '/en/profile/transactions/?receipt=2');
});

it('a receipt loads pages until it finds its transaction, and offers printing', async () => {
  const { store } = createTestStore(
    {
      frontendData: { body: mainData({}, page(1, 10)) },
      transactions: () => ({ body: { status: true, data: page(11, 3) } }),
    },
    { token: 'token-1' },
  );
  renderAccount(store, '/profile/transactions/?receipt=12');
  expect(await screen.findByRole('heading', { level: 1, name: message('profile', 'receipt.title', { id: 12 }) })).toBeInTheDocument();
  expect(screen.getByText('demo · demo@chameleon.local')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: message('profile', 'receipt.print') })).toBeInTheDocument();
});

it('says when a receipt names no transaction of the history', async () => {
  const { store } = createTestStore({ frontendData: { body: mainData({}, page(1, 3)) } }, { token: 'token-1' });
  renderAccount(store, '/profile/transactions/?receipt=99');
  expect(await screen.findByRole('heading', { name: message('profile', 'receipt.notFound.title') })).toBeInTheDocument();
});
