import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { formatDateTime } from '@chameleon/ui';
import { createTestStore, errorReply } from '../testing/fakeApi';
import { activeSubscription, isoIn, mainData, NOW } from '../testing/fixtures';
import { renderAccount } from '../testing/renderAccount';
import { message } from '../testing/renderScreen';

const frozen = { ...activeSubscription, frozen_length: 20 * 86_400 };
const game = 'Siege Line (shooter)';

beforeEach(() => jest.mocked(navigate).mockClear());

async function card(name: string) {
  return within(await screen.findByRole('article', { name }));
}

it('freezes only after the dialog is confirmed, then says so', async () => {
  const { store, calls } = createTestStore(
    { frontendData: { body: mainData() }, freeze: { body: { status: true, subscriptions: [frozen] } } },
    { token: 'token-1', now: () => NOW },
  );
  renderAccount(store, '/profile/subscription/');
  const user = userEvent.setup();
  await user.click((await card(game)).getByRole('button', { name: message('profile', 'subscription.freeze') }));
  const dialog = await screen.findByRole('dialog', { name: message('profile', 'subscription.confirmFreeze.title', { game }) });
  expect(calls.some((call) => call.endpoint === 'freeze')).toBe(false);
  await user.click(within(dialog).getByRole('button', { name: message('profile', 'subscription.freeze') }));
  expect(await (await card(game)).findByText(message('profile', 'subscription.status.frozen'))).toBeInTheDocument();
  expect(calls.find((call) => call.endpoint === 'freeze')?.body).toEqual({ cheat_id: 1 });
  expect(store.notifications.notifications.map((toast) => toast.title)).toEqual(['subscriptionFrozen.title']);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('sends nothing when the freeze is cancelled', async () => {
  const { store, calls } = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1', now: () => NOW });
  renderAccount(store, '/profile/subscription/');
  const user = userEvent.setup();
  await user.click((await card(game)).getByRole('button', { name: message('profile', 'subscription.freeze') }));
  await user.click(await screen.findByRole('button', { name: message('profile', 'confirm.cancel') }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(calls.some((call) => call.endpoint === 'freeze')).toBe(false);
});

it('unfreezes a frozen subscription', async () => {
  const { store } = createTestStore(
    {
      frontendData: { body: mainData({ subscriptions: [frozen] }) },
      unfreeze: { body: { status: true, subscriptions: [{ ...activeSubscription, next_froze_date: isoIn(7) }] } },
    },
    { token: 'token-1', now: () => NOW },
  );
  renderAccount(store, '/profile/subscription/');
  const user = userEvent.setup();
  await user.click((await card(game)).getByRole('button', { name: message('profile', 'subscription.unfreeze') }));
  expect(await (await card(game)).findByText(message('profile', 'subscription.status.active'))).toBeInTheDocument();
  expect(store.notifications.notifications.map((toast) => toast.title)).toEqual(['subscriptionUnfrozen.title']);
});

it('says why an unfreeze was refused and shows the state the server holds', async () => {
  let loads = 0;
  const { store } = createTestStore(
    {
      // Unfrozen meanwhile in another tab: the second load tells this one.
      frontendData: () => ({ body: mainData({ subscriptions: [(loads += 1) === 1 ? frozen : activeSubscription] }) }),
      unfreeze: errorReply(409, 'SUBSCRIPTION_NOT_FROZEN'),
    },
    { token: 'token-1', now: () => NOW },
  );
  renderAccount(store, '/profile/subscription/');
  await userEvent.setup().click((await card(game)).getByRole('button', { name: message('profile', 'subscription.unfreeze') }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message('errors.auth', 'SUBSCRIPTION_NOT_FROZEN'));
  expect(await (await card(game)).findByText(message('profile', 'subscription.status.active'))).toBeInTheDocument();
  expect(store.notifications.notifications).toEqual([]);
});

it('names the end of the cool-down when a freeze is refused during it', async () => {
  const cooldownEnd = isoIn(3);
  let loads = 0;
  const { store } = createTestStore(
    {
      frontendData: () => ({
        body: mainData({ subscriptions: [{ ...activeSubscription, next_froze_date: (loads += 1) === 1 ? null : cooldownEnd }] }),
      }),
      freeze: errorReply(409, 'FREEZE_COOLDOWN'),
    },
    { token: 'token-1', now: () => NOW },
  );
  renderAccount(store, '/profile/subscription/');
  const user = userEvent.setup();
  await user.click((await card(game)).getByRole('button', { name: message('profile', 'subscription.freeze') }));
  const dialog = await screen.findByRole('dialog', { name: message('profile', 'subscription.confirmFreeze.title', { game }) });
  await user.click(within(dialog).getByRole('button', { name: message('profile', 'subscription.freeze') }));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(message('errors.auth', 'FREEZE_COOLDOWN.until', { date: formatDateTime(cooldownEnd) })),
  );
  expect(store.notifications.notifications).toEqual([]);
});

it('renews an expired game through the payment page with that game chosen', async () => {
  const { store } = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1', now: () => NOW });
  renderAccount(store, '/profile/subscription/');
  await userEvent.setup().click((await card('Ancients Arena (strategy game)')).getByRole('button', { name: message('profile', 'subscription.buy') }));
  // The store chose the game and its shortest product; the URL names both, so a reload shows the same page.
  expect(navigate).toHaveBeenCalledWith('/en/profile/payment/?game=2&days=30', {});
  expect({ cheat: store.catalog.selectedCheatId, days: store.catalog.selectedProduct?.params.days }).toEqual({ cheat: 2, days: 30 });
});

it('extends an active game straight on its payment page', async () => {
  const { store } = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1', now: () => NOW });
  renderAccount(store, '/profile/subscription/');
  await userEvent.setup().click((await card(game)).getByRole('button', { name: message('profile', 'subscription.extend') }));
  expect(navigate).toHaveBeenCalledWith('/en/profile/payment/?game=1&days=7', {});
});
