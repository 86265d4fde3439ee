import type { Transaction } from '@chameleon/contract';
import type { HttpReply } from '../transport/ApiClient';
import { FakeServer, aProduct, aTransaction, deferred, errorReply, fakeClient, jsonReply, transactions } from '../transport/testing/fakeServer';
import { TransactionStore, toTransactionEntry } from './TransactionStore';

const PATH = 'transactions';

function setup(pages: (Transaction[] | HttpReply)[]) {
  const server = new FakeServer();
  const queue = [...pages];
  server.on(PATH, () => {
    const next = queue.shift();
    if (next === undefined) throw new Error('no more pages prepared');
    return Array.isArray(next) ? jsonReply(200, { status: true, data: next }) : next;
  });
  return { server, store: new TransactionStore(fakeClient(server)) };
}

const skips = (server: FakeServer) => server.calls(PATH).map((request) => request.query.get('skip'));

it('pages 10, 10, 3 with skip = count loaded, then stops', async () => {
  const { server, store } = setup([transactions(10), transactions(10), transactions(3)]);
  await store.loadMore();
  await store.loadMore();
  await store.loadMore();
  const afterEnd = await store.loadMore();
  expect({ skips: skips(server), count: store.items.length, hasMore: store.hasMore, afterEnd }).toEqual({
    skips: ['0', '10', '20'],
    count: 23,
    hasMore: false,
    afterEnd: { ok: true, value: undefined },
  });
});

it('asks for pages of 10', async () => {
  const { server, store } = setup([transactions(10)]);
  await store.loadMore();
  expect(server.requests[0]?.query.get('limit')).toBe('10');
});

it('keeps going after a full page', async () => {
  const { store } = setup([transactions(10)]);
  await store.loadMore();
  expect(store.hasMore).toBe(true);
});

it('stops after an empty page', async () => {
  const { store } = setup([[]]);
  await store.loadMore();
  expect({ hasMore: store.hasMore, empty: store.isEmpty }).toEqual({ hasMore: false, empty: true });
});

it('keeps the code of a failed page and can try again', async () => {
  const { store } = setup([errorReply(500, 'INVALID_RESPONSE'), transactions(4)]);
  const result = await store.loadMore();
  const failed = { result, error: store.error, hasMore: store.hasMore };
  await store.loadMore();
  expect({ failed, after: { error: store.error, count: store.items.length } }).toEqual({
    failed: { result: { ok: false, error: 'INVALID_RESPONSE' }, error: 'INVALID_RESPONSE', hasMore: true },
    after: { error: null, count: 4 },
  });
});

it('is loading while a page is under way and a second call shares it', async () => {
  const { server, store } = setup([]);
  const gate = deferred<HttpReply>();
  server.on(PATH, () => gate.promise);
  const first = store.loadMore();
  const second = store.loadMore();
  const during = store.loading;
  gate.resolve(jsonReply(200, { status: true, data: transactions(10) }));
  const results = await Promise.all([first, second]);
  expect({ during, after: store.loading, calls: server.requests.length, results }).toEqual({
    during: true,
    after: false,
    calls: 1,
    results: [
      { ok: true, value: undefined },
      { ok: true, value: undefined },
    ],
  });
});

it('takes the first page from main data', async () => {
  const { server, store } = setup([transactions(2)]);
  store.setFirstPage(transactions(10));
  await store.loadMore();
  expect({ skips: skips(server), count: store.items.length, hasMore: store.hasMore }).toEqual({ skips: ['10'], count: 12, hasMore: false });
});

it('fetches nothing more when main data brought a short first page', async () => {
  const { server, store } = setup([]);
  store.setFirstPage(transactions(3));
  await store.loadMore();
  expect({ calls: server.requests.length, hasMore: store.hasMore }).toEqual({ calls: 0, hasMore: false });
});

it('drops a page that arrives after the list was reset (sign-out)', async () => {
  const { server, store } = setup([]);
  const gate = deferred<HttpReply>();
  server.on(PATH, () => gate.promise);
  const loading = store.loadMore();
  store.reset();
  gate.resolve(jsonReply(200, { status: true, data: transactions(10) }));
  const result = await loading;
  expect({ items: store.items, loading: store.loading, result }).toEqual({ items: [], loading: false, result: { ok: false, error: 'UNAUTHORIZED' } });
});

it('after main data replaced the list, the old page arriving late never lands and the new one does', async () => {
  const { server, store } = setup([]);
  const old = deferred<HttpReply>();
  const fresh = deferred<HttpReply>();
  const gates = [old, fresh];
  server.on(PATH, () => gates.shift()!.promise);
  const late = store.loadMore();
  store.setFirstPage(transactions(10));
  const next = store.loadMore();
  fresh.resolve(jsonReply(200, { status: true, data: [aTransaction({ id: 501 })] }));
  await next;
  old.resolve(jsonReply(200, { status: true, data: [aTransaction({ id: 999 })] }));
  await late;
  expect({ count: store.items.length, last: store.items.at(-1)?.id, hasMore: store.hasMore, skips: skips(server) }).toEqual({
    count: 11,
    last: 501,
    hasMore: false,
    skips: ['0', '10'],
  });
});

it('makes the first product the transaction product', () => {
  const first = aProduct({ id: 5 });
  const entry = toTransactionEntry(aTransaction({ products: [first, aProduct({ id: 6 })] }));
  expect(entry.product).toEqual(first);
});

it('a transaction without products has no product', () => {
  const entry = toTransactionEntry(aTransaction({ products: [] }));
  expect(entry.product).toBeNull();
});
