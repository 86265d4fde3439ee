import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { RuntimeConfigProvider, useRuntimeConfigLoaded } from '../config/RuntimeConfigProvider';
import { createTestStore } from '../screens/testing/fakeApi';
import { mainData } from '../screens/testing/fixtures';
import { StoreProvider, useOptionalStores, useShell, useStores } from './StoreProvider';

const Login = observer(function Login() {
  return <p>{useStores().session.user?.login ?? 'nobody'}</p>;
});

let finishConfig: (body: unknown) => void = () => undefined;
let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  global.fetch = jest.fn(
    () =>
      new Promise<Response>((resolve) => {
        finishConfig = (body) => resolve({ ok: true, status: 200, json: async () => body } as Response);
      }),
  );
});
afterEach(() => warn.mockRestore());

it('restores the session only once the deployed runtime configuration is known', async () => {
  const { store, calls } = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });
  render(
    <RuntimeConfigProvider>
      <StoreProvider store={store}>
        <Login />
      </StoreProvider>
    </RuntimeConfigProvider>,
  );
  await waitFor(() => expect(global.fetch).toHaveBeenCalledWith('/runtime-config.json', expect.anything()));
  expect(calls).toHaveLength(0);
  finishConfig({ nonsense: true });
  expect(await screen.findByText('demo')).toBeInTheDocument();
  expect(calls.map((call) => call.endpoint)).toEqual(['frontendData']);
});

function LoadedOrNot() {
  const config = useRuntimeConfigLoaded() ? 'configuration known' : 'configuration pending';
  return <p>{`${useOptionalStores() === null ? 'no stores' : 'stores loaded'}, ${config}`}</p>;
}

function ShellView() {
  const { signedIn, toastCount } = useShell();
  return <p>{`${signedIn ? 'signed in' : 'signed out'}, ${toastCount} toast(s)`}</p>;
}

/** The app root as gatsby-browser builds it, without a ready store: the browser's case. */
function renderAppRoot(ui: ReactNode) {
  return render(
    <RuntimeConfigProvider>
      <StoreProvider>{ui}</StoreProvider>
    </RuntimeConfigProvider>,
  );
}

it('loads no stores on a first visit (no session cookie) to a page that does not need them', async () => {
  renderAppRoot(<LoadedOrNot />);
  finishConfig({ nonsense: true });
  await screen.findByText(/configuration known/);
  // Let a (wrong) dynamic import settle before looking.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.getByText('no stores, configuration known')).toBeInTheDocument();
});

it('loads the stores after mount when a session cookie says there is a session to restore', async () => {
  document.cookie = 'access_token=token-from-an-earlier-visit; path=/';
  try {
    renderAppRoot(<LoadedOrNot />);
    expect(screen.getByText(/^no stores/)).toBeInTheDocument();
    expect(await screen.findByText(/^stores loaded/)).toBeInTheDocument();
  } finally {
    document.cookie = 'access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  }
});

it('shows the session and waiting toasts to every page through the shell state', async () => {
  const { store } = createTestStore({ frontendData: { body: mainData() } }, { token: 'token-1' });
  render(
    <RuntimeConfigProvider>
      <StoreProvider store={store}>
        <ShellView />
      </StoreProvider>
    </RuntimeConfigProvider>,
  );
  expect(screen.getByText('signed out, 0 toast(s)')).toBeInTheDocument();
  finishConfig({ nonsense: true });
  expect(await screen.findByText('signed in, 0 toast(s)')).toBeInTheDocument();
  act(() => {
    store.notifications.notify({ type: 'error', title: 'error.title' });
  });
  expect(screen.getByText('signed in, 1 toast(s)')).toBeInTheDocument();
});
