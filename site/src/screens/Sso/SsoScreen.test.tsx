import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { SsoScreen } from './SsoScreen';
import { createTestStore, errorReply, type FakeRoutes } from '../testing/fakeApi';
import { mainData } from '../testing/fixtures';
import { message, renderScreen } from '../testing/renderScreen';

const signedIn: FakeRoutes = { frontendData: { body: mainData() } };

function setup(routes: FakeRoutes, search = '?request=req-1') {
  const harness = createTestStore({ ...signedIn, ...routes }, { token: 'token-1' });
  renderScreen(<SsoScreen />, { store: harness.store, originalPath: '/auth/sso/', search });
  return harness;
}

const authorizeButton = () => screen.findByRole('button', { name: message('auth', 'sso.authorize') });
const codeInput = () => screen.findByRole('textbox', { name: message('auth', 'sso.code') });
async function typeCodeAndAuthorize(code: string) {
  const user = userEvent.setup();
  await user.type(await codeInput(), code);
  await user.click(await authorizeButton());
}

beforeEach(() => jest.mocked(navigate).mockClear());

it('says plainly what is authorized: which account, for how long', async () => {
  setup({});
  expect(await screen.findByText(message('auth', 'sso.grant', { login: 'demo', days: 14 }))).toBeInTheDocument();
});

// A page showing the code from the link would let an attacker's link show a code that looks
// right. The user types the code their own launcher shows.
it('asks for the launcher’s code, warns against codes from others, and never fills it from the link', async () => {
  setup({}, '?request=req-1&code=ABCD-EFGH');
  expect(await codeInput()).toHaveValue('');
  expect(screen.queryByText('ABCD-EFGH')).not.toBeInTheDocument();
  expect(screen.getByText(message('auth', 'sso.enterCode'))).toBeInTheDocument();
  expect(await codeInput()).toHaveAccessibleDescription(message('auth', 'sso.codeHint'));
});

it('authorizes the request of the link with the code the user typed, and says so', async () => {
  const { calls } = setup({ ssoAuthorize: { body: { status: true } } });
  await typeCodeAndAuthorize('abcd-efgh');
  expect(await screen.findByRole('status')).toHaveTextContent(message('auth', 'sso.success'));
  expect(calls.find((call) => call.endpoint === 'ssoAuthorize')?.body).toEqual({ request_id: 'req-1', user_code: 'abcd-efgh' });
});

it('asks for the code before sending anything', async () => {
  const { calls } = setup({});
  await userEvent.setup().click(await authorizeButton());
  expect(await codeInput()).toHaveAccessibleDescription(expect.stringContaining(message('errors.auth', 'FIELD_REQUIRED')));
  expect(calls.some((call) => call.endpoint === 'ssoAuthorize')).toBe(false);
});

it('keeps a wrong code in the field, says it is wrong, and lets the user correct it', async () => {
  setup({ ssoAuthorize: errorReply(400, 'INVALID_CODE') });
  await typeCodeAndAuthorize('ZZZZ-ZZZZ');
  await waitFor(async () => expect(await codeInput()).toHaveAccessibleDescription(expect.stringContaining(message('errors.auth', 'INVALID_CODE'))));
  expect(await codeInput()).toHaveValue('ZZZZ-ZZZZ');
  expect(await authorizeButton()).toBeEnabled();
});

it('says the link is invalid when it names no request', async () => {
  const { calls } = setup({}, '');
  expect(await screen.findByRole('alert')).toHaveTextContent(message('auth', 'sso.invalid'));
  expect(screen.queryByRole('button', { name: message('auth', 'sso.authorize') })).not.toBeInTheDocument();
  expect(calls.some((call) => call.endpoint === 'ssoAuthorize')).toBe(false);
});

it('says the link is invalid when the server no longer knows the request', async () => {
  setup({ ssoAuthorize: errorReply(404, 'SSO_REQUEST_NOT_FOUND') });
  await typeCodeAndAuthorize('ABCD-EFGH');
  expect(await screen.findByRole('alert')).toHaveTextContent(message('auth', 'sso.invalid'));
  expect(screen.queryByRole('button', { name: message('auth', 'sso.authorize') })).not.toBeInTheDocument();
});

it('keeps the button and the code after a failure that may pass', async () => {
  setup({ ssoAuthorize: errorReply(429, 'TO_MANY_REQUESTS') });
  await typeCodeAndAuthorize('ABCD-EFGH');
  expect(await screen.findByRole('alert')).toHaveTextContent(message('errors.auth', 'TO_MANY_REQUESTS'));
  expect(await authorizeButton()).toBeEnabled();
  expect(await codeInput()).toHaveValue('ABCD-EFGH');
});

it('sends a visitor to sign-in and back to the link afterwards', async () => {
  const harness = createTestStore(signedIn);
  renderScreen(<SsoScreen />, { store: harness.store, originalPath: '/auth/sso/', search: '?request=req-1' });
  await waitFor(() =>
    expect(navigate).toHaveBeenCalledWith(`/en/auth/sign-in/?redirectTo=${encodeURIComponent('/en/auth/sso/?request=req-1')}`, { replace: true }),
  );
  expect(screen.queryByRole('button', { name: message('auth', 'sso.authorize') })).not.toBeInTheDocument();
});
