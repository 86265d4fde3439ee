import { render, screen, waitFor } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { RuntimeConfigProvider } from '../config/RuntimeConfigProvider';
import { createTestStore } from '../screens/testing/fakeApi';
import { mainData } from '../screens/testing/fixtures';
import { StoreProvider, useStores } from './StoreProvider';

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
