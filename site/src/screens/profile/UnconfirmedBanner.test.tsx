import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FrontendDataReply } from '@chameleon/contract';
import { deferred } from '../../transport/testing/fakeServer';
import { createTestStore, errorReply, type FakeHandler, type FakeReply } from '../testing/fakeApi';
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
const bannerNow = () => screen.queryByRole('region', { name: message('auth', 'confirm.banner.title') });
const greeting = () => screen.findByRole('heading', { name: message('profile', 'home.greeting', { login: 'demo' }) });
const greetingNow = () => screen.queryByRole('heading', { name: message('profile', 'home.greeting', { login: 'demo' }) });
const confirmationCalls = (calls: readonly { endpoint: string | null }[]) => calls.filter((call) => call.endpoint === 'confirmation');

/** Records `performance.mark` calls: the data-painted mark. */
function watchMarks(): jest.Mock {
  const mark = jest.fn();
  Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
  return mark;
}

it('reminds an unconfirmed user with the code, both bots and the confirmation step, with no way to close it', async () => {
  open(false, { body: unconfirmed }, '/profile/settings/');
  const region = within(await banner());
  expect(region.getByDisplayValue('K7P2QX9M')).toBeInTheDocument();
  expect(region.getByRole('link', { name: message('auth', 'confirm.telegramDeepLink') })).toHaveAttribute('href', expect.stringMatching(/\?start=K7P2QX9M$/));
  expect(region.getByRole('link', { name: message('auth', 'confirm.vk') })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/vk\.com\//));
  expect(region.getByRole('link', { name: message('auth', 'confirm.banner.open') })).toHaveAttribute('href', '/en/auth/sign-up-submit/');
  expect(region.queryByRole('button', { name: /close|dismiss/i })).not.toBeInTheDocument();
});

it('asks nothing, waits for nothing and shows nothing for a user the main data calls confirmed', async () => {
  const mark = watchMarks();
  const { calls } = open(true, { body: unconfirmed });
  await greeting();
  await waitFor(() => expect(mark).toHaveBeenCalledTimes(1));
  expect(bannerNow()).not.toBeInTheDocument();
  expect(confirmationCalls(calls)).toHaveLength(0);
});

it('shows the reminder in the same paint as the section, under what the static page painted, when the main data says unconfirmed, the code field held open until the code comes', async () => {
  const code = deferred<FakeReply>();
  const { calls } = open(false, () => code.promise, '/profile/');
  // Found with the greeting, not after it: one commit. Under the heading and the launcher
  // download, which the static page paints and which keep their place.
  const heading = await greeting();
  const region = bannerNow();
  expect(region).toBeInTheDocument();
  const install = screen.getByRole('region', { name: message('profile', 'home.install.title') });
  expect(heading.compareDocumentPosition(region!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(install.compareDocumentPosition(region!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // The code is asked for once, its field's room kept meanwhile.
  expect(confirmationCalls(calls)).toHaveLength(1);
  expect(region!.querySelector('[data-code-pending][aria-busy="true"]')).not.toBeNull();
  expect(within(region!).queryByRole('textbox')).not.toBeInTheDocument();
  await act(async () => code.resolve({ body: unconfirmed }));
  expect(within(region!).getByDisplayValue('K7P2QX9M')).toBeInTheDocument();
  expect(region!.querySelector('[data-code-pending]')).toBeNull();
  expect(bannerNow()).toBe(region);
});

it('says where the code goes when it could not be had, and gets it on another try', async () => {
  const user = userEvent.setup();
  let reply: FakeReply = errorReply(500, 'INTERNAL');
  open(false, () => reply, '/profile/settings/');
  const region = within(await banner());
  expect(await region.findByText(message('auth', 'confirm.loadError'), { exact: false })).toBeInTheDocument();
  expect(region.queryByRole('textbox')).not.toBeInTheDocument();
  reply = { body: unconfirmed };
  await user.click(region.getByRole('button', { name: message('auth', 'retry') }));
  expect(await region.findByDisplayValue('K7P2QX9M')).toBeInTheDocument();
});

it('holds the section for the one check where the main data does not say, then paints content and reminder together', async () => {
  const mark = watchMarks();
  const check = deferred<FakeReply>();
  const { calls } = open(undefined, () => check.promise);
  await waitFor(() => expect(confirmationCalls(calls)).toHaveLength(1));
  await act(async () => undefined);
  expect(greetingNow()).not.toBeInTheDocument();
  expect(bannerNow()).not.toBeInTheDocument();
  expect(screen.getByText(message('main', 'loading'))).toBeInTheDocument();
  expect(mark).not.toHaveBeenCalled();
  await act(async () => check.resolve({ body: unconfirmed }));
  expect(greetingNow()).toBeInTheDocument();
  expect(within(bannerNow()!).getByDisplayValue('K7P2QX9M')).toBeInTheDocument();
  await waitFor(() => expect(mark).toHaveBeenCalledTimes(1));
  expect(confirmationCalls(calls)).toHaveLength(1);
});

it('asks a backend that does not say once, and shows the section without a reminder, with no toast, when it lacks the call', async () => {
  const { calls, store } = open(undefined, errorReply(404, 'NOT_FOUND'));
  await greeting();
  await act(async () => undefined);
  expect(confirmationCalls(calls)).toHaveLength(1);
  expect(bannerNow()).not.toBeInTheDocument();
  expect(store.notifications.notifications).toEqual([]);
});

it('shows the section without a reminder when the check fails on a backend that does not say', async () => {
  const { calls } = open(undefined, errorReply(500, 'INTERNAL'));
  await greeting();
  expect(confirmationCalls(calls)).toHaveLength(1);
  expect(bannerNow()).not.toBeInTheDocument();
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
