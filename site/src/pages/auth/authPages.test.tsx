import type { ComponentType } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { hydrate, serverRendered, storesOnTheWay } from '../../screens/testing/hydration';
import { mainData } from '../../screens/testing/fixtures';
import { message, screenTree } from '../../screens/testing/renderScreen';
import { submitSignIn, typedPair, typedValues } from '../../screens/testing/signInForm';
import EmailChangePage from './email-change';
import RestorePasswordPage from './restore-password';
import SignInPage from './sign-in';
import SignUpPage from './sign-up';
import SignUpSubmitPage from './sign-up-submit';
import SsoPage from './sso';

// The auth pages render on the server and hydrate without the stores (decision 0032): their
// chunk only requests them, so evaluating MobX's models, the transport and the reply schemas is
// not part of the task that hydrates the form. A page that acts through them at once loads them
// once mounted; sign-in and sign-up only send, so their form asks for them on its first focus.

type PageComponent = ComponentType<Record<string, never>>;
const element = (Page: unknown) => {
  const Component = Page as PageComponent;
  return <Component />;
};

const signedIn = { login: { body: { status: true, token: 'token-1' } }, frontendData: { body: mainData() } };

afterEach(() => {
  document.body.innerHTML = '';
  jest.mocked(navigate).mockClear();
  jest.restoreAllMocks();
});

/** A visitor's first load of `originalPath`: the static HTML, hydration, the stores on their way. */
function visitorLoads(Page: unknown, originalPath: string, routes = {}, configLoaded?: () => Promise<unknown>, search = '') {
  const tab = storesOnTheWay({ sessionCookie: false, routes, ...(configLoaded ? { configLoaded } : {}) });
  const options = { store: tab.store, source: tab.source, originalPath, search };
  const container = serverRendered(screenTree(element(Page), { ...options, source: storesOnTheWay({ sessionCookie: false }).source }));
  const formBefore = container.querySelector('form');
  const { errors } = hydrate(container, screenTree(element(Page), options));
  return { ...tab, formBefore, errors };
}

/** Hydration kept the server's form, without a warning, and (no session cookie) the form stays. */
async function expectServerForm(title: string, formBefore: Element | null, errors: jest.SpyInstance) {
  const form = await screen.findByRole('form', { name: message('auth', title) });
  expect(form).toBe(formBefore);
  // No hydration mismatch: the server had no stores either.
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
}

it('restore-password hydrates its form without the stores and requests them once mounted', async () => {
  const { importStores, formBefore, errors } = visitorLoads(RestorePasswordPage, '/auth/restore-password/');
  await waitFor(() => expect(importStores).toHaveBeenCalledTimes(1));
  await expectServerForm('restore.title', formBefore, errors);
});

it.each([
  ['sign-in', SignInPage, '/auth/sign-in/', 'signIn.title'],
  ['sign-up', SignUpPage, '/auth/sign-up/', 'signUp.title'],
])('%s hydrates its form without the stores and requests them on its first focus, once', async (_name, Page, originalPath, title) => {
  const { importStores, formBefore, errors } = visitorLoads(Page, originalPath);
  await expectServerForm(title, formBefore, errors);
  // A visitor who only reads the page never loads them.
  await act(async () => undefined);
  expect(importStores).not.toHaveBeenCalled();
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(message('auth', 'login')));
  expect(importStores).toHaveBeenCalledTimes(1);
  await user.tab();
  expect(importStores).toHaveBeenCalledTimes(1);
});

it('sends a sign-in typed before the stores arrived once they are there, and goes on', async () => {
  const { store, arrive, calls } = visitorLoads(SignInPage, '/auth/sign-in/', signedIn);
  await submitSignIn();
  // Waiting for the stores: nothing sent yet, nothing typed lost, the button busy.
  expect(calls).toEqual([]);
  expect(typedValues()).toEqual(typedPair);
  expect(screen.getByRole('button', { name: message('auth', 'signIn.submit') })).toHaveAttribute('aria-busy', 'true');
  await act(async () => {
    arrive();
  });
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/profile/', { replace: true }));
  expect(calls.filter((call) => call.endpoint === 'login')).toHaveLength(1);
  expect(store.session.isSignedIn).toBe(true);
});

it("reports a stores' chunk that cannot be fetched at the form, keeps what was typed, and fetches it again on the next try", async () => {
  const { fail, importStores } = visitorLoads(SignInPage, '/auth/sign-in/', signedIn);
  await act(async () => {
    fail(new Error('Loading chunk stores failed.'));
  });
  const user = await submitSignIn();
  // The form stays (no error page for a visitor's form): its message says the server is unreachable.
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(message('errors.auth', 'NETWORK_ERROR')));
  expect(typedValues()).toEqual(typedPair);
  const tries = importStores.mock.calls.length;
  // The refusal was not about the captcha: it stays answered, so the next try is one press.
  expect(screen.getByRole('checkbox', { name: message('auth', 'captcha.dev') })).toBeChecked();
  await user.click(screen.getByRole('button', { name: message('auth', 'signIn.submit') }));
  await waitFor(() => expect(importStores).toHaveBeenCalledTimes(tries + 1));
});

it('shows a user with a session cookie a loading state until the stores restored the session, then the profile', async () => {
  const tab = storesOnTheWay({ routes: { frontendData: { body: mainData() } } });
  const options = { store: tab.store, source: tab.source, originalPath: '/auth/sign-in/' };
  const container = serverRendered(screenTree(element(SignInPage), { ...options, source: storesOnTheWay().source }));
  const { errors } = hydrate(container, screenTree(element(SignInPage), options));
  await act(async () => undefined);
  expect(errors).not.toHaveBeenCalled();
  expect(await screen.findByText(message('main', 'loading'))).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: message('auth', 'signIn.title') })).not.toBeInTheDocument();
  await act(async () => {
    tab.arrive();
  });
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/profile/', { replace: true }));
});

it('waits for the deployed configuration too before sending a command: it names the API to send it to', async () => {
  let configured: () => void = () => undefined;
  const configLoaded = () => new Promise<void>((resolve) => (configured = resolve));
  const { arrive, calls } = visitorLoads(SignInPage, '/auth/sign-in/', signedIn, configLoaded);
  await act(async () => {
    arrive();
  });
  await submitSignIn();
  expect(calls).toEqual([]);
  await act(async () => {
    configured();
  });
  await waitFor(() => expect(calls.filter((call) => call.endpoint === 'login')).toHaveLength(1));
});

it.each([
  ['sso', SsoPage, '/auth/sso/', '?request=r1'],
  ['sign-up-submit', SignUpSubmitPage, '/auth/sign-up-submit/', ''],
])('%s sends a visitor without a session cookie to sign-in at once, once, though the stores arrive after', async (_name, Page, originalPath, search) => {
  const { arrive, errors } = visitorLoads(Page, originalPath, {}, undefined, search);
  const back = `/en${originalPath}${search}`;
  await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/en/auth/sign-in/?redirectTo=${encodeURIComponent(back)}`, { replace: true }));
  expect(errors).not.toHaveBeenCalled();
  // Gatsby keeps the page mounted while sign-in's code comes; the address is sign-in's already,
  // and the stores arrive meanwhile. The page must not send the visitor on a second time.
  window.history.replaceState(null, '', `/en/auth/sign-in/?redirectTo=${encodeURIComponent(back)}`);
  await act(async () => {
    arrive();
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
  expect(navigate).toHaveBeenCalledTimes(1);
});

it('keeps the step a restore request sent before the stores arrived moved to', async () => {
  const { arrive, calls } = visitorLoads(RestorePasswordPage, '/auth/restore-password/', {
    reset: { body: { status: true } },
  });
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(message('auth', 'email')), 'demo@chameleon.local');
  await user.click(screen.getByRole('checkbox', { name: message('auth', 'captcha.dev') }));
  await user.click(screen.getByRole('button', { name: message('auth', 'restore.sendCode') }));
  await act(async () => {
    arrive();
  });
  expect(await screen.findByLabelText(message('auth', 'restore.code'))).toBeInTheDocument();
  expect(calls.filter((call) => call.endpoint === 'reset')).toHaveLength(1);
});

it('email-change hydrates without the stores, stays for a visitor, and sends its one press once they are there', async () => {
  const routes = { confirmEmailChange: { body: { status: true, email: 'new@example.com' } } };
  const { arrive, calls, errors } = visitorLoads(EmailChangePage, '/auth/email-change/', routes, undefined, '#confirm=tok-1');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: message('auth', 'emailChange.confirm') }));
  // Not sent to sign-in: the link is opened in whatever browser the mail was read in.
  expect(navigate).not.toHaveBeenCalled();
  expect(calls).toEqual([]);
  await act(async () => {
    arrive();
  });
  expect(await screen.findByText(message('auth', 'emailChange.confirmed', { email: 'new@example.com' }))).toBeInTheDocument();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
