import { FakeServer, aProduct, errorReply, fakeClient, jsonReply } from '../api/testing/fakeServer';
import { CatalogStore } from './CatalogStore';
import { ConfirmationStore } from './ConfirmationStore';
import { PaymentStore } from './PaymentStore';
import { SsoStore } from './SsoStore';

describe('SsoStore', () => {
  it('authorizes the launcher request', async () => {
    const server = new FakeServer().on('ssoAuthorize', jsonReply(200, { status: true }));
    const store = new SsoStore(fakeClient(server));
    await store.authorize('request-1', 'ABCD-EFGH');
    expect({ status: store.status, body: server.requests[0]?.body }).toEqual({ status: 'authorized', body: { request_id: 'request-1', user_code: 'ABCD-EFGH' } });
  });

  it('reports an unknown or expired request', async () => {
    const server = new FakeServer().on('ssoAuthorize', errorReply(404, 'SSO_REQUEST_NOT_FOUND'));
    const store = new SsoStore(fakeClient(server));
    await store.authorize('gone', 'ABCD-EFGH');
    expect({ status: store.status, error: store.error }).toEqual({ status: 'failed', error: 'SSO_REQUEST_NOT_FOUND' });
  });

  it('does not authorize twice', async () => {
    const server = new FakeServer().on('ssoAuthorize', jsonReply(200, { status: true }));
    const store = new SsoStore(fakeClient(server));
    await Promise.all([store.authorize('r', 'ABCD-EFGH'), store.authorize('r', 'ABCD-EFGH')]);
    await store.authorize('r', 'ABCD-EFGH');
    expect(server.requests).toHaveLength(1);
  });
});

describe('ConfirmationStore', () => {
  const bots = { telegram: 'https://t.me/bot', vk: 'https://vk.me/bot' };

  it('loads the code to send and the bot links', async () => {
    const server = new FakeServer().on('confirmation', jsonReply(200, { status: true, confirmed: false, code: 'ABCD1234', bots }));
    const store = new ConfirmationStore(fakeClient(server));
    const confirmed = await store.check();
    expect({ confirmed, code: store.code, bots: store.bots }).toEqual({ confirmed: false, code: 'ABCD1234', bots });
  });

  it('says confirmed once the bot got the code', async () => {
    const server = new FakeServer().on('confirmation', jsonReply(200, { status: true, confirmed: true, code: null, bots }));
    const store = new ConfirmationStore(fakeClient(server));
    await expect(store.check()).resolves.toBe(true);
  });

  it('keeps the failure code', async () => {
    const server = new FakeServer().on('confirmation', errorReply(500, 'INVALID_RESPONSE'));
    const store = new ConfirmationStore(fakeClient(server));
    await store.check();
    expect({ error: store.error, loading: store.loading }).toEqual({ error: 'INVALID_RESPONSE', loading: false });
  });
});

describe('PaymentStore', () => {
  function setup() {
    const server = new FakeServer();
    const catalog = new CatalogStore();
    catalog.setCatalog({ cheats: [], products: [aProduct({ id: 3 })], shopping_area: 'global' });
    return { server, catalog, store: new PaymentStore(fakeClient(server), catalog) };
  }

  it('opens a payment for the selected product and returns the checkout URL', async () => {
    const { server, catalog, store } = setup();
    server.on('createPayment', jsonReply(200, { status: true, payment_id: 'p1', checkout_url: 'https://pay.example.com/p1' }));
    catalog.selectProduct(1, 30);
    const result = await store.pay('/en/profile/subscription/');
    expect({ result, body: server.requests[0]?.body }).toEqual({
      result: { status: true, checkoutUrl: 'https://pay.example.com/p1' },
      body: { cheat_id: 1, days: 30, return_path: '/en/profile/subscription/' },
    });
  });

  it('refuses without a selected product', async () => {
    const { server, store } = setup();
    const result = await store.pay();
    expect({ result, calls: server.requests.length }).toEqual({ result: { status: false, message: 'PRODUCT_NOT_FOUND' }, calls: 0 });
  });

  it('keeps the failure code', async () => {
    const { server, catalog, store } = setup();
    server.on('createPayment', errorReply(503, 'PAYMENT_UNAVAILABLE'));
    catalog.selectProduct(1, 30);
    await store.pay();
    expect({ error: store.error, pending: store.pending }).toEqual({ error: 'PAYMENT_UNAVAILABLE', pending: false });
  });

  it('a second press while the payment opens sends nothing', async () => {
    const { server, catalog, store } = setup();
    server.on('createPayment', jsonReply(200, { status: true, payment_id: 'p1', checkout_url: 'https://pay.example.com/p1' }));
    catalog.selectProduct(1, 30);
    await Promise.all([store.pay(), store.pay()]);
    expect(server.requests).toHaveLength(1);
  });
});
