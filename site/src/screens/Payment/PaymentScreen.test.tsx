import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestStore } from '../testing/fakeApi';
import { mainData } from '../testing/fixtures';
import { renderAccount } from '../testing/renderAccount';
import { message } from '../testing/renderScreen';
import { navigate } from 'gatsby';
import { leaveFor } from '../shared/navigation';

jest.mock('../shared/navigation', () => ({ ...jest.requireActual('../shared/navigation'), leaveFor: jest.fn() }));

async function openPayment() {
  const harness = createTestStore(
    {
      frontendData: { body: mainData() },
      createPayment: { body: { status: true, payment_id: 'pay-1', checkout_url: 'http://api.test/dev/checkout/pay-1' } },
    },
    { token: 'token-1' },
  );
  await act(() => harness.store.session.restore());
  renderAccount(harness.store, '/profile/payment/?game=1&days=7');
  return harness;
}

it('pays for the product its URL names and goes to the checkout page', async () => {
  const { calls } = await openPayment();
  await userEvent.setup().click(await screen.findByRole('button', { name: /^Pay / }));
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://api.test/dev/checkout/pay-1'));
  expect(calls.find((call) => call.endpoint === 'createPayment')?.body).toEqual({ cheat_id: 1, days: 7, return_path: '/en/profile/transactions/' });
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
