import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { SsoScreen } from './SsoScreen';
import { createTestStore, errorReply, type FakeRoutes } from '../testing/fakeApi';
import { mainData } from '../testing/fixtures';
import { message, renderScreen } from '../testing/renderScreen';

const signedIn: FakeRoutes = { frontendData: { body: mainData() } };

function setup(routes: FakeRoutes, search = '?request=req-1&code=ABCD-EFGH') {
  const harness = createTestStore({ ...signedIn, ...routes }, { token: 'token-1' });
  renderScreen(<SsoScreen />, { store: harness.store, originalPath: '/auth/sso/', search });
  return harness;
}

const authorizeButton = () => screen.findByRole('button', { name: message('auth', 'sso.authorize') });

beforeEach(() => jest.mocked(navigate).mockClear());

it('says plainly what is authorized: which account, for how long', async () => {
  setup({});
  expect(await screen.findByText(message('auth', 'sso.grant', { login: 'demo', days: 14 }))).toBeInTheDocument();
});

it('shows the launcher’s code and asks to compare it before authorizing (device-code pattern)', async () => {
  setup({});
  expect(await screen.findByText('ABCD-EFGH')).toBeInTheDocument();
  expect(screen.getByText(message('auth', 'sso.compare'))).toBeInTheDocument();
});

it('says the link is invalid when it carries no code', async () => {
  const { calls } = setup({}, '?request=req-1');
  expect(await screen.findByRole('alert')).toHaveTextContent(message('auth', 'sso.invalid'));
  expect(calls.some((call) => call.endpoint === 'ssoAuthorize')).toBe(false);
});

it('authorizes the request of the link and says so', async () => {
  const { calls } = setup({ ssoAuthorize: { body: { status: true } } });
  await userEvent.setup().click(await authorizeButton());
  expect(await screen.findByRole('status')).toHaveTextContent(message('auth', 'sso.success'));
  expect(calls.find((call) => call.endpoint === 'ssoAuthorize')?.body).toEqual({ request_id: 'req-1', user_code: 'ABCD-EFGH' });
});

it('says the link is invalid when it names no request', async () => {
  const { calls } = setup({}, '');
  expect(await screen.findByRole('alert')).toHaveTextContent(message('auth', 'sso.invalid'));
  expect(screen.queryByRole('button', { name: message('auth', 'sso.authorize') })).not.toBeInTheDocument();
  expect(calls.some((call) => call.endpoint === 'ssoAuthorize')).toBe(false);
});

it('says the link is invalid when the server no longer knows the request', async () => {
  setup({ ssoAuthorize: errorReply(404, 'SSO_REQUEST_NOT_FOUND') });
  await userEvent.setup().click(await authorizeButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(message('auth', 'sso.invalid'));
  expect(screen.queryByRole('button', { name: message('auth', 'sso.authorize') })).not.toBeInTheDocument();
});

it('keeps the button after a failure that may pass', async () => {
  setup({ ssoAuthorize: errorReply(429, 'TO_MANY_REQUESTS') });
  await userEvent.setup().click(await authorizeButton());
  expect(await screen.findByRole('alert')).toHaveTextContent(message('errors.auth', 'TO_MANY_REQUESTS'));
  expect(await authorizeButton()).toBeEnabled();
});

it('sends a visitor to sign-in and back to the link afterwards', async () => {
  const harness = createTestStore(signedIn);
  renderScreen(<SsoScreen />, { store: harness.store, originalPath: '/auth/sso/', search: '?request=req-1' });
  await waitFor(() =>
    expect(navigate).toHaveBeenCalledWith(`/en/auth/sign-in/?redirectTo=${encodeURIComponent('/en/auth/sso/?request=req-1')}`, { replace: true }),
  );
  expect(screen.queryByRole('button', { name: message('auth', 'sso.authorize') })).not.toBeInTheDocument();
});
