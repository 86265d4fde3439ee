import { TextEncoder } from 'node:util';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type * as ReactDomServer from 'react-dom/server';
import type { StoresSource } from '../../app/useRootStore';
import type { RootStore } from '../../stores';
import { createTestStore, type FakeRoutes } from './fakeApi';

interface OnTheWayOptions {
  /** Whether the tab has a session cookie (`access_token`); a function for one that comes or goes. */
  sessionCookie?: boolean | (() => boolean);
  /** What the fake API answers, and the session token the store starts with. */
  routes?: FakeRoutes;
  token?: string;
  /** Resolves once the deployed configuration is known; at once by default. */
  configLoaded?: () => Promise<unknown>;
}

/** A tab whose stores' chunk is still on its way: `arrive` or `fail` it. */
export function storesOnTheWay({ sessionCookie = true, routes = {}, token = sessionCookie === false ? undefined : 'token-1', configLoaded = () => Promise.resolve() }: OnTheWayOptions = {}) {
  const harness = createTestStore(routes, token === undefined ? {} : { token });
  let arrive: () => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const chunk = new Promise<RootStore>((resolve, reject) => {
    arrive = () => resolve(harness.store);
    fail = reject;
  });
  const importStores = jest.fn(() => chunk);
  const source: StoresSource = {
    create: importStores,
    configLoaded,
    hasStoredSession: typeof sessionCookie === 'function' ? sessionCookie : () => sessionCookie,
  };
  return { ...harness, source, arrive, fail, importStores };
}

/** The static HTML a page's server render makes of `ui`, in a container on the document. */
export function serverRendered(ui: ReactElement): HTMLElement {
  // react-dom/server needs TextEncoder, which jsdom lacks.
  Object.assign(globalThis, { TextEncoder });
  const { renderToString } = jest.requireActual<typeof ReactDomServer>('react-dom/server');
  const container = document.createElement('div');
  // React warns of layout effects in every server render (Gatsby's too, in development).
  const serverWarnings = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  container.innerHTML = renderToString(ui);
  serverWarnings.mockRestore();
  document.body.appendChild(container);
  return container;
}

/** Hydrates `ui` over `container`'s static HTML; `errors` records React's warnings (a mismatch). */
export function hydrate(container: HTMLElement, ui: ReactElement) {
  const errors = jest.spyOn(console, 'error');
  const view = render(ui, { container, hydrate: true });
  return { view, errors };
}
