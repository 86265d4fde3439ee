import type { TabStorage } from '../../app/tabStorage';
import { ApiClient } from '../../transport/ApiClient';
import { FakeServer, type FakeRoutes } from '../../transport/testing/fakeServer';
import { memoryTokenCookie } from '../../transport/testing/memoryTokenCookie';
import { RootStore } from '../../stores';

export { errorReply, jsonReply, type FakeHandler, type FakeReply, type FakeRoutes } from '../../transport/testing/fakeServer';

/**
 * The real ApiClient and RootStore over the site's one FakeServer, answering by endpoint of
 * the contract. `calls` are the requests it received, `routes` stay live (a test may change them).
 */
export function createTestStore(routes: FakeRoutes = {}, options: { token?: string; now?: () => Date; tabStorage?: TabStorage } = {}) {
  const server = new FakeServer(routes);
  const cookies = memoryTokenCookie(options.token);
  const api = new ApiClient({ baseUrl: '/api', fetch: server.fetch, locale: () => 'en', token: () => cookies.get() });
  let counter = 0;
  const store = new RootStore({
    api,
    cookies,
    reload: () => undefined,
    randomUUID: () => `toast-${(counter += 1)}`,
    ...(options.now === undefined ? {} : { clock: options.now }),
    ...(options.tabStorage === undefined ? {} : { tabStorage: options.tabStorage }),
  });
  return { store, calls: server.requests, cookies, routes: server.routes };
}
