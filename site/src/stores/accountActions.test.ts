import type { HttpReply } from '../transport/ApiClient';
import { FakeServer, aProduct, deferred, errorReply, fakeClient, jsonReply } from '../transport/testing/fakeServer';
import { CatalogStore } from './CatalogStore';
import { ConfirmationStore } from './ConfirmationStore';
import { PaymentStore } from './PaymentStore';
import { done, refused, type Result } from './result';
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

  it('does not authorize twice: a second press shares the first, and after success nothing is sent', async () => {
    const server = new FakeServer().on('ssoAuthorize', jsonReply(200, { status: true }));
    const store = new SsoStore(fakeClient(server));
    const both = await Promise.all([store.authorize('r', 'ABCD-EFGH'), store.authorize('r', 'ABCD-EFGH')]);
    const again = await store.authorize('r', 'ABCD-EFGH');
    expect({ both, again, calls: server.requests.length }).toEqual({ both: [{ ok: true, value: undefined }, { ok: true, value: undefined }], again: { ok: true, value: undefined }, calls: 1 });
  });

  it('refuses the request: the launcher is told, and nothing is authorized afterwards', async () => {
    const server = new FakeServer().on('ssoRefuse', jsonReply(200, { status: true })).on('ssoAuthorize', jsonReply(200, { status: true }));
    const store = new SsoStore(fakeClient(server));
    await store.refuse('request-1');
    await store.authorize('request-1', 'ABCD-EFGH');
    expect({ status: store.status, told: store.launcherTold, calls: server.requests.map((request) => [request.endpoint, request.body]) }).toEqual({
      status: 'refused',
      told: true,
      calls: [['ssoRefuse', { request_id: 'request-1' }]],
    });
  });

  it('refuses on a backend without the call (404): the launcher is not told, and the page says to close it', async () => {
    const server = new FakeServer().on('ssoRefuse', jsonReply(404, { status: false, message: 'NOT_FOUND' }));
    const store = new SsoStore(fakeClient(server));
    await store.refuse('request-1');
    expect({ status: store.status, told: store.launcherTold }).toEqual({ status: 'refused', told: false });
  });

  it('a refusal the server turns down is shown, and the request stays open', async () => {
    const server = new FakeServer().on('ssoRefuse', errorReply(404, 'SSO_REQUEST_NOT_FOUND'));
    const store = new SsoStore(fakeClient(server));
    await store.refuse('gone');
    expect({ status: store.status, error: store.error }).toEqual({ status: 'idle', error: 'SSO_REQUEST_NOT_FOUND' });
  });

  it('an answer arriving after sign-out never lands', async () => {
    const gate = deferred<HttpReply>();
    const server = new FakeServer().on('ssoAuthorize', () => gate.promise);
    const store = new SsoStore(fakeClient(server));
    const authorizing = store.authorize('r', 'ABCD-EFGH');
    store.reset();
    gate.resolve(jsonReply(200, { status: true }));
    expect({ result: await authorizing, status: store.status }).toEqual({ result: { ok: false, error: 'UNAUTHORIZED' }, status: 'idle' });
  });
});

describe('ConfirmationStore', () => {
  const bots = { telegram: 'https://t.me/bot', vk: 'https://vk.me/bot' };

  it('loads the code to send and the bot links', async () => {
    const server = new FakeServer().on('confirmation', jsonReply(200, { status: true, confirmed: false, code: 'ABCD1234', bots }));
    const store = new ConfirmationStore(fakeClient(server));
    const result = await store.check();
    expect({ result, code: store.code, bots: store.bots }).toEqual({ result: { ok: true, value: false }, code: 'ABCD1234', bots });
  });

  it('says confirmed once the bot got the code', async () => {
    const server = new FakeServer().on('confirmation', jsonReply(200, { status: true, confirmed: true, code: null, bots }));
    const store = new ConfirmationStore(fakeClient(server));
    await expect(store.check()).resolves.toEqual({ ok: true, value: true });
  });

  it("the page's first load and a press of 'continue' meanwhile share one request", async () => {
    const gate = deferred<HttpReply>();
    const server = new FakeServer().on('confirmation', () => gate.promise);
    const store = new ConfirmationStore(fakeClient(server));
    const [first, second] = [store.check(), store.check()];
    gate.resolve(jsonReply(200, { status: true, confirmed: true, code: null, bots }));
    expect({ results: await Promise.all([first, second]), calls: server.requests.length }).toEqual({
      results: [
        { ok: true, value: true },
        { ok: true, value: true },
      ],
      calls: 1,
    });
  });

  it("the previous user's code arriving after sign-out never lands", async () => {
    const gate = deferred<HttpReply>();
    const server = new FakeServer().on('confirmation', () => gate.promise);
    const store = new ConfirmationStore(fakeClient(server));
    const checking = store.check();
    store.reset();
    gate.resolve(jsonReply(200, { status: true, confirmed: false, code: 'OLD-CODE', bots }));
    expect({ result: await checking, code: store.code }).toEqual({ result: { ok: false, error: 'UNAUTHORIZED' }, code: null });
  });

  it('keeps the failure code', async () => {
    const server = new FakeServer().on('confirmation', errorReply(500, 'INVALID_RESPONSE'));
    const store = new ConfirmationStore(fakeClient(server));
    const result = await store.check();
    expect({ result, error: store.error, loading: store.loading }).toEqual({ result: { ok: false, error: 'INVALID_RESPONSE' }, error: 'INVALID_RESPONSE', loading: false });
  });
});

describe('PaymentStore', () => {
  function setup(reload: () => Promise<Result> = async () => done) {
    const server = new FakeServer();
    const catalog = new CatalogStore();
    catalog.setCatalog({ cheats: [], products: [aProduct({ id: 3 })], shopping_area: 'global' });
    return { server, catalog, store: new PaymentStore(fakeClient(server), catalog, reload) };
  }

  it('back from the checkout, reloads what the payment changed before the success shows', async () => {
    const reload = deferred<Result>();
    const { store } = setup(() => reload.promise);
    const returned = store.returnFromCheckout();
    const during = store.returnStatus;
    reload.resolve(done);
    await returned;
    expect({ during, after: store.returnStatus }).toEqual({ during: 'loading', after: 'loaded' });
  });

  it('says when the reload after the checkout failed', async () => {
    const { store } = setup(async () => refused('NETWORK_ERROR'));
    await store.returnFromCheckout();
    expect(store.returnStatus).toBe('failed');
  });

  it('opens a payment for the selected product and returns the checkout URL', async () => {
    const { server, catalog, store } = setup();
    server.on('createPayment', jsonReply(200, { status: true, payment_id: 'p1', checkout_url: 'https://pay.example.com/p1' }));
    catalog.selectProduct(1, 30);
    const result = await store.pay('/en/profile/subscription/');
    expect({ result, body: server.requests[0]?.body }).toEqual({
      result: { ok: true, value: { checkoutUrl: 'https://pay.example.com/p1' } },
      body: { cheat_id: 1, days: 30, return_path: '/en/profile/subscription/' },
    });
  });

  it('refuses without a selected product', async () => {
    const { server, store } = setup();
    const result = await store.pay();
    expect({ result, calls: server.requests.length }).toEqual({ result: { ok: false, error: 'PRODUCT_NOT_FOUND' }, calls: 0 });
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
