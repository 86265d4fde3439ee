import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestStore, errorReply, type FakeRoutes } from '../testing/fakeApi';
import { mainData } from '../testing/fixtures';
import { message, renderScreen } from '../testing/renderScreen';
import { EmailChangeScreen } from './EmailChangeScreen';

function openLink(fragment: string, routes: FakeRoutes = {}, token?: string) {
  const harness = createTestStore(routes, token === undefined ? {} : { token });
  renderScreen(<EmailChangeScreen />, { store: harness.store, originalPath: '/auth/email-change/', search: fragment });
  return harness;
}

const press = async (key: string) => userEvent.setup().click(await screen.findByRole('button', { name: message('auth', key) }));

it('takes the token out of the address and sends nothing until the button is pressed', async () => {
  const { calls } = openLink('#confirm=tok-1');
  await screen.findByRole('button', { name: message('auth', 'emailChange.confirm') });
  expect({ hash: window.location.hash, path: window.location.pathname, calls }).toEqual({ hash: '', path: '/en/auth/email-change/', calls: [] });
});

it('confirms the new address on one press', async () => {
  const { calls } = openLink('#confirm=tok-1', { confirmEmailChange: { body: { status: true, email: 'new@example.com' } } });
  await press('emailChange.confirm');
  expect(await screen.findByText(message('auth', 'emailChange.confirmed', { email: 'new@example.com' }))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: message('auth', 'emailChange.toSettings') })).toHaveAttribute('href', '/en/profile/settings/');
  expect(calls.map((call) => call.body)).toEqual([{ token: 'tok-1' }]);
});

it('restores the old address, says what happened and signs this browser out', async () => {
  const { store, cookies } = openLink('#undo=tok-2', { undoEmailChange: { body: { status: true, email: 'old@example.com' } }, frontendData: { body: mainData() } }, 'token-1');
  await press('emailChange.undo');
  expect(await screen.findByText(message('auth', 'emailChange.restoredHint', { email: 'old@example.com' }))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: message('auth', 'emailChange.toRestore') })).toHaveAttribute('href', '/en/auth/restore-password/');
  expect({ cookie: cookies.get(), user: store.session.user }).toEqual({ cookie: undefined, user: null });
});

it('moves focus to the outcome once the pressed button is gone', async () => {
  openLink('#undo=tok-2', { undoEmailChange: { body: { status: true, email: 'old@example.com' } } });
  await press('emailChange.undo');
  await screen.findByText(message('auth', 'emailChange.restored', { email: 'old@example.com' }));
  expect(document.activeElement).toContainElement(screen.getByRole('status'));
});

it('says an expired or used link is no good, and what to do', async () => {
  openLink('#confirm=old', { confirmEmailChange: errorReply(400, 'EMAIL_LINK_INVALID') });
  await press('emailChange.confirm');
  expect(await screen.findByRole('alert')).toHaveTextContent(message('auth', 'emailChange.invalid'));
  expect(screen.getByText(message('auth', 'emailChange.invalidHint'))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: message('auth', 'emailChange.toSettings') })).toHaveAttribute('href', '/en/profile/settings/');
  expect(screen.getByRole('link', { name: message('auth', 'emailChange.toRestore') })).toHaveAttribute('href', '/en/auth/restore-password/');
});

it('says the link is not valid here when the backend lacks the call', async () => {
  openLink('#undo=tok-3');
  await press('emailChange.undo');
  expect(await screen.findByRole('alert')).toHaveTextContent(message('auth', 'emailChange.unsupported'));
});

it('without a token, shows the invalid-link state', async () => {
  openLink('');
  expect(await screen.findByRole('alert')).toHaveTextContent(message('auth', 'emailChange.invalid'));
  expect(screen.queryByRole('button', { name: message('auth', 'emailChange.confirm') })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: message('auth', 'emailChange.undo') })).not.toBeInTheDocument();
});

it('reads a second link pasted into the same tab', async () => {
  openLink('#confirm=tok-1');
  await screen.findByRole('button', { name: message('auth', 'emailChange.confirm') });
  act(() => {
    window.history.replaceState(null, '', '/en/auth/email-change/#undo=tok-2');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  expect(await screen.findByRole('button', { name: message('auth', 'emailChange.undo') })).toBeInTheDocument();
});

it('keeps the button for another try after a network failure', async () => {
  const { routes } = openLink('#confirm=tok-4', { confirmEmailChange: errorReply(503, 'TIMEOUT') });
  await press('emailChange.confirm');
  expect(await screen.findByRole('alert')).toHaveTextContent(message('errors.auth', 'TIMEOUT'));
  routes.confirmEmailChange = { body: { status: true, email: 'new@example.com' } };
  await press('emailChange.confirm');
  await waitFor(() => expect(screen.getByText(message('auth', 'emailChange.confirmed', { email: 'new@example.com' }))).toBeInTheDocument());
});
