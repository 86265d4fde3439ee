import { act, screen, within } from '@testing-library/react';
import type { FrontendDataReply } from '@chameleon/contract';
import { createTestStore, errorReply, type FakeHandler } from '../testing/fakeApi';
import { mainData } from '../testing/fixtures';
import { renderAccount } from '../testing/renderAccount';
import { message } from '../testing/renderScreen';

const bots = { telegram: 'https://t.me/chameleon_skins_bot', vk: 'https://vk.com/chameleon_skins' };
const unconfirmed = { status: true, confirmed: false, code: 'K7P2QX9M', bots };
const confirmed = { status: true, confirmed: true, code: null, bots };

function userData(confirmedFlag: boolean | undefined): FrontendDataReply {
  const data = mainData();
  const { confirmed: _dropped, ...user } = data.user;
  return { ...data, user: (confirmedFlag === undefined ? user : { ...user, confirmed: confirmedFlag }) as FrontendDataReply['user'] };
}

function open(confirmedFlag: boolean | undefined, confirmation: FakeHandler, path = '/profile/') {
  const harness = createTestStore({ frontendData: { body: userData(confirmedFlag) }, confirmation }, { token: 'token-1' });
  renderAccount(harness.store, path);
  return harness;
}

const banner = () => screen.findByRole('region', { name: message('auth', 'confirm.banner.title') });
const greeting = () => screen.findByRole('heading', { name: message('profile', 'home.greeting', { login: 'demo' }) });

it('reminds an unconfirmed user with the code, both bots and the confirmation step, with no way to close it', async () => {
  open(false, { body: unconfirmed }, '/profile/settings/');
  const region = within(await banner());
  expect(region.getByDisplayValue('K7P2QX9M')).toBeInTheDocument();
  expect(region.getByRole('link', { name: message('auth', 'confirm.telegramDeepLink') })).toHaveAttribute('href', expect.stringMatching(/\?start=K7P2QX9M$/));
  expect(region.getByRole('link', { name: message('auth', 'confirm.vk') })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/vk\.com\//));
  expect(region.getByRole('link', { name: message('auth', 'confirm.banner.open') })).toHaveAttribute('href', '/en/auth/sign-up-submit/');
  expect(region.queryByRole('button', { name: /close|dismiss/i })).not.toBeInTheDocument();
});

it('asks nothing and shows nothing for a user the main data calls confirmed', async () => {
  const { calls } = open(true, { body: unconfirmed });
  await greeting();
  expect(screen.queryByRole('region', { name: message('auth', 'confirm.banner.title') })).not.toBeInTheDocument();
  expect(calls.some((call) => call.endpoint === 'confirmation')).toBe(false);
});

it('asks a backend that does not say, and shows nothing, with no toast, when it lacks the call', async () => {
  const { calls, store } = open(undefined, errorReply(404, 'NOT_FOUND'));
  await greeting();
  await act(async () => undefined);
  expect(calls.filter((call) => call.endpoint === 'confirmation')).toHaveLength(1);
  expect(screen.queryByRole('region', { name: message('auth', 'confirm.banner.title') })).not.toBeInTheDocument();
  expect(store.notifications.notifications).toEqual([]);
});

it('goes once the bot has confirmed, seen when the user comes back to the tab', async () => {
  let reply = unconfirmed as typeof unconfirmed | typeof confirmed;
  open(undefined, () => ({ body: reply }));
  const region = await banner();
  reply = confirmed;
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
  });
  await screen.findByRole('heading', { name: message('profile', 'home.greeting', { login: 'demo' }) });
  expect(region).not.toBeInTheDocument();
});
