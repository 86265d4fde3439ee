import { browserTab, registerUser, startApi, type InProcessApi } from '../transport/testing/inProcessApi';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { OPEN_REDIRECT_PAYLOADS, SSO_REQUEST_PAYLOADS } from './payloads';
import { activeElements } from './support/dom';
import { leaveFor } from '../screens/shared/navigation';
import { SignInScreen } from '../screens/SignIn/SignInScreen';
import { SsoScreen } from '../screens/Sso/SsoScreen';
import { message, renderScreen } from '../screens/testing/renderScreen';
import { submitSignIn } from '../screens/testing/signInForm';

// URL-borne targets against the real sign-in (a real login through the in-process API, then the
// screen's own navigation) and the launcher sign-in page: the user never leaves the site.

jest.mock('../screens/shared/navigation', () => ({ ...jest.requireActual('../screens/shared/navigation'), leaveFor: jest.fn() }));

const SITE = 'https://site.test';
let api: InProcessApi;
let account: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  api = await startApi();
  account = await registerUser(api.app, { login: 'redirect_owner' });
}, 180_000);
afterAll(async () => {
  if (process.env.SECURITY_COUNTS) console.log(`open redirect: ${OPEN_REDIRECT_PAYLOADS.length} redirectTo, ${SSO_REQUEST_PAYLOADS.length} SSO request ids`);
  await api?.close();
}, 60_000);
beforeEach(() => {
  jest.mocked(navigate).mockClear();
  jest.mocked(leaveFor).mockClear();
});
afterEach(cleanup);

/** Where an in-app navigation to `target` lands, seen from the sign-in page. */
function landing(target: unknown): URL {
  if (typeof target !== 'string') throw new Error(`navigation target is not a string: ${String(target)}`);
  return new URL(target, `${SITE}/en/auth/sign-in/`);
}

it.each(OPEN_REDIRECT_PAYLOADS.map((payload) => [JSON.stringify(payload), payload]))('redirectTo=%s keeps the user on the site after signing in', async (_label, payload) => {
  const { store } = browserTab(api);
  renderScreen(<SignInScreen />, { store, originalPath: '/auth/sign-in/', search: `?redirectTo=${encodeURIComponent(payload)}` });
  await submitSignIn(account);
  await waitFor(() => expect(navigate).toHaveBeenCalled(), { timeout: 10_000 });
  const target = jest.mocked(navigate).mock.calls[0]?.[0];
  const url = landing(target);
  expect({ origin: url.origin, scheme: url.protocol, startsWithOneSlash: /^\/(?![/\\])/.test(String(target)) }).toEqual({
    origin: SITE,
    scheme: 'https:',
    startsWithOneSlash: true,
  });
  expect(leaveFor).not.toHaveBeenCalled();
});

it.each(SSO_REQUEST_PAYLOADS.map((payload) => [JSON.stringify(payload).slice(0, 60), payload]))('/auth/sso?request=%s goes nowhere and says the request is not valid', async (_label, payload) => {
  const { store } = browserTab(api, { token: account.token });
  await act(() => store.session.restore());
  renderScreen(<SsoScreen />, { store, originalPath: '/auth/sso/', search: `?request=${encodeURIComponent(payload)}` });
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: message('auth', 'sso.code') }), 'ABCD-EFGH');
  await user.click(await screen.findByRole('button', { name: message('auth', 'sso.authorize') }));
  await waitFor(() => expect(store.sso.status).toBe('failed'));
  expect(await screen.findByText(new RegExp([message('auth', 'sso.invalid'), message('errors.auth', 'INVALID_REQUEST')].map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')))).toBeInTheDocument();
  expect({ navigate: jest.mocked(navigate).mock.calls, leaveFor: jest.mocked(leaveFor).mock.calls, active: activeElements() }).toEqual({ navigate: [], leaveFor: [], active: [] });
});
