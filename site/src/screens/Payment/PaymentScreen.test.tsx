import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestStore } from '../testing/fakeApi';
import { formatDateTime } from '@chameleon/ui';
import { activeSubscription, isoIn, mainData, NOW, products, type transaction } from '../testing/fixtures';
import { renderAccount } from '../testing/renderAccount';
import { message } from '../testing/renderScreen';
import { navigate } from 'gatsby';
import { leaveFor } from '../shared/navigation';

jest.mock('../shared/navigation', () => ({ ...jest.requireActual('../shared/navigation'), leaveFor: jest.fn() }));

async function openPayment(url = '/profile/payment/?game=1&days=7', data = mainData()) {
  const harness = createTestStore(
    {
      frontendData: { body: data },
      createPayment: { body: { status: true, payment_id: 'pay-1', checkout_url: 'http://api.test/dev/checkout/pay-1' } },
    },
    { token: 'token-1', now: () => NOW },
  );
  await act(() => harness.store.session.restore());
  renderAccount(harness.store, url);
  return harness;
}

it('pays for the product its URL names and goes to the checkout page', async () => {
  const { calls } = await openPayment();
  await userEvent.setup().click(await screen.findByRole('button', { name: /^Pay / }));
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://api.test/dev/checkout/pay-1'));
  expect(calls.find((call) => call.endpoint === 'createPayment')?.body).toEqual({ cheat_id: 1, days: 7, return_path: '/en/profile/payment/?game=1&days=7&paid=1' });
});

it('choosing another term puts it in the URL, so a reload keeps it', async () => {
  await openPayment();
  await userEvent.setup().click(await screen.findByRole('radio', { name: /30/ }));
  expect(navigate).toHaveBeenCalledWith('/en/profile/payment/?game=1&days=30', { replace: true });
});

it('offers the current game products only', async () => {
  await openPayment();
  expect(await screen.findAllByRole('radio')).toHaveLength(2);
  expect(screen.getByRole('group', { name: message('profile', 'products.label') })).toBeInTheDocument();
});

it('says before paying that the days are added once, from the end of an active subscription', async () => {
  await openPayment();
  const text = message('profile', 'payment.newEnd.extend', { current: formatDateTime(activeSubscription.expires_at), date: formatDateTime(isoIn(27)) });
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.getByText(message('profile', 'payment.terms'))).toBeInTheDocument();
});

it('counts from now for an expired subscription', async () => {
  await openPayment('/profile/payment/?game=1&days=30', mainData({ subscriptions: [{ ...activeSubscription, expires_at: isoIn(-5) }] }));
  expect(await screen.findByText(message('profile', 'payment.newEnd.start', { date: formatDateTime(isoIn(30)) }))).toBeInTheDocument();
});

it('keeps a frozen subscription frozen, with the days added to the time it keeps', async () => {
  await openPayment('/profile/payment/?game=1&days=7', mainData({ subscriptions: [{ ...activeSubscription, frozen_length: 3 * 86_400 }] }));
  const time = message('profile', 'duration.daysHours', { days: 10, hours: 0 });
  // As written: the duration's no-break spaces stay (the default normaliser would make them spaces).
  expect(await screen.findByText(message('profile', 'payment.newEnd.frozen', { time }), { normalizer: (text) => text })).toBeInTheDocument();
});

it('back from the checkout, shows what was bought, the new end date from the server and the way on', async () => {
  const bought = { id: 36, created_at: NOW.toISOString(), products: [products[0]!], amount: 499, currency: 'USD', status: 'completed' } satisfies ReturnType<typeof transaction>;
  const { calls } = await openPayment('/profile/payment/?game=1&days=7&paid=1', mainData({}, [bought]));
  expect(await screen.findByRole('heading', { level: 1, name: message('profile', 'payment.success.title') })).toBeInTheDocument();
  expect(screen.getByText(message('profile', 'payment.success.bought', { product: 'Siege Line (shooter), 7 days' }))).toBeInTheDocument();
  expect(await screen.findByText(message('profile', 'payment.success.until', { date: formatDateTime(activeSubscription.expires_at) }))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: message('profile', 'payment.success.toSubscription') })).toHaveAttribute('href', '/en/profile/subscription/');
  expect(screen.getByRole('link', { name: message('profile', 'transactions.receipt') })).toHaveAttribute('href', '/en/profile/transactions/?receipt=36');
  // Once at start-up, once more for the success screen: never the tab's copy from before paying.
  expect(calls.filter((call) => call.endpoint === 'frontendData')).toHaveLength(2);
});
