import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { SignUpSubmitScreen } from './SignUpSubmitScreen';
import { createTestStore, errorReply, type FakeHandler, type FakeRoutes } from '../testing/fakeApi';
import { mainData } from '../testing/fixtures';
import { message, renderScreen } from '../testing/renderScreen';

const bots = { telegram: 'https://t.me/chameleon_skins_bot', vk: 'https://vk.com/chameleon_skins' };
const unconfirmed = { status: true, confirmed: false, code: 'K7P2QX9M', bots };
const confirmed = { status: true, confirmed: true, code: null, bots };

/** Answers the confirmation calls in order, the last answer again once they run out. */
function confirmationReplies(...replies: FakeHandler[]): FakeHandler {
  let call = 0;
  return (request) => {
    const handler = replies[Math.min(call, replies.length - 1)] as FakeHandler;
    call += 1;
    return typeof handler === 'function' ? handler(request) : handler;
  };
}

function setup(routes: FakeRoutes) {
  const harness = createTestStore({ frontendData: { body: mainData() }, ...routes }, { token: 'token-1' });
  renderScreen(<SignUpSubmitScreen />, { store: harness.store, originalPath: '/auth/sign-up-submit/' });
  return harness;
}

const continueButton = () => screen.findByRole('button', { name: message('auth', 'confirm.continue') });

beforeEach(() => jest.mocked(navigate).mockClear());

it('shows the code to send and links to both bots', async () => {
  setup({ confirmation: { body: unconfirmed } });
  expect(await screen.findByDisplayValue('K7P2QX9M')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: message('auth', 'confirm.telegram') })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/t\.me\//));
  expect(screen.getByRole('link', { name: message('auth', 'confirm.vk') })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/vk\.com\//));
});

it('offers the Telegram deep link carrying the code as the main action', async () => {
  setup({ confirmation: { body: unconfirmed } });
  const deepLink = await screen.findByRole('link', { name: message('auth', 'confirm.telegramDeepLink') });
  expect(deepLink).toHaveAttribute('href', expect.stringMatching(/^https:\/\/t\.me\/[\w]+\?start=K7P2QX9M$/));
  expect(deepLink).toHaveAttribute('data-variant', 'primary');
  // The first action of the step, before the code and the other bot links.
  const telegram = screen.getByRole('link', { name: message('auth', 'confirm.telegram') });
  expect(deepLink.compareDocumentPosition(screen.getByDisplayValue('K7P2QX9M')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(deepLink.compareDocumentPosition(telegram) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('goes to the profile once the bot has confirmed the account', async () => {
  const { store } = setup({ confirmation: confirmationReplies({ body: unconfirmed }, { body: confirmed }) });
  await userEvent.setup().click(await continueButton());
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/profile/', {}));
  expect(store.notifications.notifications.map((toast) => toast.title)).toEqual(['accountConfirmed.title']);
});

it('asks to send the code first when the bot has not received it', async () => {
  setup({ confirmation: { body: unconfirmed } });
  await userEvent.setup().click(await continueButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(message('auth', 'confirm.pending'));
  expect(navigate).not.toHaveBeenCalled();
});

it('offers a retry when the code cannot be loaded', async () => {
  setup({ confirmation: confirmationReplies(errorReply(500, 'INVALID_RESPONSE'), { body: unconfirmed }) });
  expect(await screen.findByRole('alert')).toHaveTextContent(message('auth', 'confirm.loadError'));
  await userEvent.setup().click(screen.getByRole('button', { name: message('auth', 'retry') }));
  expect(await screen.findByDisplayValue('K7P2QX9M')).toBeInTheDocument();
});

it('sends a visitor to sign-in and back here afterwards', async () => {
  const harness = createTestStore({ confirmation: { body: unconfirmed } });
  renderScreen(<SignUpSubmitScreen />, { store: harness.store, originalPath: '/auth/sign-up-submit/' });
  await waitFor(() =>
    expect(navigate).toHaveBeenCalledWith(`/en/auth/sign-in/?redirectTo=${encodeURIComponent('/en/auth/sign-up-submit/')}`, { replace: true }),
  );
  expect(harness.calls.some((call) => call.endpoint === 'confirmation')).toBe(false);
});
