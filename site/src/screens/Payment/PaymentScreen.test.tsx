import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestStore } from '../testing/fakeApi';
import { mainData } from '../testing/fixtures';
import { renderAccount } from '../testing/renderAccount';
import { message } from '../testing/renderScreen';
import { leaveFor } from '../shared/navigation';

jest.mock('gatsby', () => jest.requireActual('../testing/mocks').gatsbyMock());
jest.mock('../../config/RuntimeConfigProvider', () => jest.requireActual('../testing/mocks').runtimeConfigMock());
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
  act(() => {
    harness.store.catalog.selectCheat(1);
    harness.store.catalog.selectProduct(1);
  });
  renderAccount(harness.store, '/profile/payment/');
  return harness;
}

it('pays for the chosen product and goes to the checkout page', async () => {
  const { calls } = await openPayment();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: /30/ }));
  await user.click(screen.getByRole('button', { name: /^Pay / }));
  await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('http://api.test/dev/checkout/pay-1'));
  expect(calls.find((call) => call.endpoint === 'createPayment')?.body).toEqual({ product_id: 2, return_path: '/en/profile/transactions/' });
});

it('offers the current game products only', async () => {
  await openPayment();
  expect(await screen.findAllByRole('radio')).toHaveLength(2);
  expect(screen.getByRole('group', { name: message('profile', 'products.label') })).toBeInTheDocument();
});
