import { lazy, Suspense, type ReactNode } from 'react';
import Cookies from 'js-cookie';
import { act, render, waitFor, within } from '@testing-library/react';
import shipped from '../../static/runtime-config.json';
import { ACCESS_TOKEN_COOKIE, RUNTIME_CONFIG_URL } from '../config/constants';
import { FakeServer, mainData } from '../transport/testing/fakeServer';
import { hydrate, serverRendered, storesOnTheWay } from '../screens/testing/hydration';

import { StoresProvider, startAccountRestore, useTabStores } from './useRootStore';

let server: FakeServer;
let configRequests: number;

beforeEach(() => {
  server = new FakeServer({ frontendData: { body: mainData() } });
  configRequests = 0;
  global.fetch = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    if (String(url) === RUNTIME_CONFIG_URL) {
      configRequests += 1;
      return { ok: true, status: 200, json: async () => shipped } as Response;
    }
    return server.fetch(String(url), init ?? {}) as unknown as Response;
  }) as typeof fetch;
});

afterEach(() => Cookies.remove(ACCESS_TOKEN_COOKIE));

describe('startAccountRestore', () => {
  it('asks for nothing without a session cookie, or on a page outside the account area', async () => {
    startAccountRestore('/en/profile/');
    Cookies.set(ACCESS_TOKEN_COOKIE, 'stored-token');
    startAccountRestore('/en/');
    startAccountRestore('/auth/sign-in/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toEqual([]);
    expect(configRequests).toBe(0);
  });

  // After the test above: the tab's one store and configuration load are module state.
  it('asks for an account section opened with a session cookie before anything renders, and leaves the provider that store and that request', async () => {
    Cookies.set(ACCESS_TOKEN_COOKIE, 'stored-token');
    startAccountRestore('/en/profile/settings/');
    await waitFor(() => expect(server.calls('frontendData')).toHaveLength(1));
    expect(server.calls('frontendData')[0]!.token).toBe('stored-token');
    expect(configRequests).toBe(1);

    let seen: unknown = null;
    function Probe() {
      seen = useTabStores().stores;
      return null;
    }
    render(
      <StoresProvider>
        <Probe />
      </StoresProvider>,
    );
    await waitFor(() => expect(seen).not.toBeNull());
    const stores = seen as { session: { user: { login: string } | null } };
    await waitFor(() => expect(stores.session.user?.login).toBe(mainData().user.login));
    expect(server.calls('frontendData')).toHaveLength(1);
    expect(configRequests).toBe(1);
  });
});

describe('StoresProvider', () => {
  // The landing hydrates around its prices, whose code comes after the first load: React keeps
  // their server HTML until it arrives, unless an urgent update reaches the boundary first.
  it('keeps the server HTML of a part still waiting for its code while a session cookie brings the signed-in shell and the stores', async () => {
    const { source, arrive } = storesOnTheWay({ routes: { frontendData: { body: mainData() } } });
    const Prices = () => <ul aria-label="prices"><li>30 days</li></ul>;
    let priceCode: (module: { default: typeof Prices }) => void = () => undefined;
    const LazyPrices = lazy(() => new Promise<{ default: typeof Prices }>((resolve) => (priceCode = resolve)));
    function Header() {
      return <p>{useTabStores().shell.signedIn ? 'Sign out' : 'Sign in'}</p>;
    }
    const page = (prices: ReactNode) => (
      <StoresProvider source={source}>
        <Header />
        <Suspense fallback={<div aria-busy="true" />}>{prices}</Suspense>
      </StoresProvider>
    );
    const container = serverRendered(page(<Prices />));
    const { errors } = hydrate(container, page(<LazyPrices />));
    await act(async () => arrive());
    expect(within(container).getByRole('list', { name: 'prices' })).toHaveTextContent('30 days');
    expect(container.querySelector('[aria-busy]')).toBeNull();
    await act(async () => priceCode({ default: Prices }));
    expect(within(container).getByText('Sign out')).toBeInTheDocument();
    expect(within(container).getByRole('list', { name: 'prices' })).toHaveTextContent('30 days');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
