import type { Subscription } from '@chameleon/contract';
import { FakeServer, NOW, aSubscription, daysFromNow, deferred, errorReply, fakeClient, jsonReply } from '../transport/testing/fakeServer';
import type { HttpReply } from '../transport/ApiClient';
import { CatalogStore } from './CatalogStore';
import { SubscriptionStore, canFreezeSubscription, subscriptionState } from './SubscriptionStore';

const nowIso = NOW.toISOString();
const oneSecondAgo = new Date(NOW.getTime() - 1000).toISOString();
const inOneSecond = new Date(NOW.getTime() + 1000).toISOString();

describe('subscriptionState', () => {
  it.each<[string, Subscription | undefined, string]>([
    ['no subscription', undefined, 'none'],
    ['expiring in the future', aSubscription({ expires_at: daysFromNow(3) }), 'active'],
    ['expiring in one second', aSubscription({ expires_at: inOneSecond }), 'active'],
    ['expiring exactly now', aSubscription({ expires_at: nowIso }), 'expired'],
    ['expired one second ago', aSubscription({ expires_at: oneSecondAgo }), 'expired'],
    ['frozen with time kept', aSubscription({ frozen_length: 86_400 }), 'frozen'],
    ['frozen for one second', aSubscription({ frozen_length: 1 }), 'frozen'],
    ['frozen with an end in the past', aSubscription({ frozen_length: 60, expires_at: oneSecondAgo }), 'frozen'],
    ['frozen_length 0 is not frozen', aSubscription({ frozen_length: 0 }), 'active'],
  ])('%s -> %s', (_name, subscription, state) => {
    expect(subscriptionState(subscription, NOW)).toBe(state);
  });
});

describe('canFreezeSubscription', () => {
  it.each<[string, Subscription | undefined, boolean]>([
    ['active, never frozen', aSubscription({ next_froze_date: null }), true],
    ['active, cool-down ended in the past', aSubscription({ next_froze_date: oneSecondAgo }), true],
    ['active, cool-down ends exactly now', aSubscription({ next_froze_date: nowIso }), true],
    ['active, cool-down ends in one second', aSubscription({ next_froze_date: inOneSecond }), false],
    ['active, cool-down ends in days', aSubscription({ next_froze_date: daysFromNow(6) }), false],
    ['already frozen', aSubscription({ frozen_length: 3600 }), false],
    ['expired exactly now', aSubscription({ expires_at: nowIso }), false],
    ['expired in the past', aSubscription({ expires_at: daysFromNow(-1) }), false],
    ['no subscription', undefined, false],
  ])('%s -> %s', (_name, subscription, allowed) => {
    expect(canFreezeSubscription(subscription, NOW)).toBe(allowed);
  });
});

function setup(subscriptions: Subscription[] = [aSubscription()]) {
  const server = new FakeServer();
  const catalog = new CatalogStore();
  let now = NOW;
  const refresh = jest.fn(async () => undefined);
  const store = new SubscriptionStore(fakeClient(server), catalog, () => now, refresh);
  store.setSubscriptions(subscriptions);
  return { server, catalog, store, refresh, setNow: (date: Date) => (now = date) };
}

const replyWith = (subscriptions: Subscription[]) => jsonReply(200, { status: true, subscriptions });

/** Holds the server's reply to freeze until the test resolves the returned gate. */
function holdFreeze(server: FakeServer) {
  const gate = deferred<HttpReply>();
  server.on('freeze', () => gate.promise);
  return gate;
}

/** Presses freeze on cheat 1, then signs out (reset) while its reply is held. */
function freezeThenSignOut({ store, server }: ReturnType<typeof setup>) {
  const gate = holdFreeze(server);
  const running = store.freeze(1);
  store.reset();
  return { gate, running };
}

describe('SubscriptionStore', () => {
  it.each(['FREEZE_COOLDOWN', 'SUBSCRIPTION_FROZEN', 'SUBSCRIPTION_EXPIRED', 'SUBSCRIPTION_NOT_FOUND'])(
    'reloads the subscriptions when a refusal (%s) means this copy is out of date',
    async (code) => {
      const { server, store, refresh } = setup();
      server.on('freeze', errorReply(409, code));
      await store.freeze(1);
      expect(refresh).toHaveBeenCalledTimes(1);
    },
  );

  it('does not reload after a refusal that says nothing about the subscription', async () => {
    const { server, store, refresh } = setup();
    server.on('freeze', errorReply(503, 'Maintenance until 10:00'));
    await store.freeze(1);
    expect({ refreshed: refresh.mock.calls.length, error: store.errorFor(1) }).toEqual({ refreshed: 0, error: 'Maintenance until 10:00' });
  });

  it('knows when a running cool-down ends, and that none runs after it', () => {
    const { store, setNow } = setup([aSubscription({ next_froze_date: daysFromNow(2) })]);
    expect(store.cooldownEndsAt(1)).toBe(daysFromNow(2));
    setNow(new Date(Date.parse(daysFromNow(3))));
    store.tick();
    expect(store.cooldownEndsAt(1)).toBeNull();
  });

  it('answers for the selected cheat, default cheat 1', () => {
    const { store } = setup([aSubscription({ cheat_id: 1 }), aSubscription({ cheat_id: 2, frozen_length: 60 })]);
    expect({ state: store.state, canFreeze: store.canFreezeFor(1) }).toEqual({ state: 'active', canFreeze: true });
  });

  it('follows the selected cheat', () => {
    const { store, catalog } = setup([aSubscription({ cheat_id: 1 }), aSubscription({ cheat_id: 2, frozen_length: 60 })]);
    catalog.selectCheat(2);
    expect({ state: store.state, canFreeze: store.canFreezeFor(2) }).toEqual({ state: 'frozen', canFreeze: false });
  });

  it('answers per cheat id', () => {
    const { store } = setup([aSubscription({ cheat_id: 2, expires_at: daysFromNow(-2) })]);
    expect([store.stateFor(1), store.stateFor(2)]).toEqual(['none', 'expired']);
  });

  it('lapses when the clock passes expires_at and tick() is called', () => {
    const { store, setNow } = setup([aSubscription({ expires_at: inOneSecond })]);
    setNow(new Date(NOW.getTime() + 1000));
    store.tick();
    expect(store.state).toBe('expired');
  });

  it('freeze sends the cheat id and replaces the whole list with the reply', async () => {
    const { store, server } = setup([aSubscription({ cheat_id: 1 }), aSubscription({ cheat_id: 2 })]);
    const replied = [aSubscription({ cheat_id: 1, frozen_length: 1_728_000 })];
    server.on('freeze', replyWith(replied));
    const result = await store.freeze();
    expect({ result, body: server.requests[0]?.body, list: store.subscriptions }).toEqual({
      result: { ok: true, value: undefined },
      body: { cheat_id: 1 },
      list: replied,
    });
  });

  it('unfreeze replaces the whole list with the reply', async () => {
    const { store, server } = setup([aSubscription({ frozen_length: 600 })]);
    const replied = [aSubscription({ frozen_length: 0, next_froze_date: daysFromNow(7), unfrozen_date: nowIso })];
    server.on('unfreeze', replyWith(replied));
    await store.unfreeze(1);
    expect(store.subscriptions).toEqual(replied);
  });

  it.each<[string, HttpReply]>([
    ['an error reply', errorReply(409, 'FREEZE_COOLDOWN')],
    ['status false with 200', errorReply(200, 'SUBSCRIPTION_EXPIRED')],
    ['a reply that fails the contract', jsonReply(200, { status: true, subscriptions: 'none' })],
  ])('freeze keeps the list on %s and records the message', async (_name, reply) => {
    const before = [aSubscription()];
    const { store, server } = setup(before);
    server.on('freeze', reply);
    const result = await store.freeze(1);
    expect({ ok: result.ok, list: store.subscriptions, error: store.errorFor(1) }).toEqual({
      ok: false,
      list: before,
      error: result.ok ? 'unexpected success' : result.error,
    });
  });

  it('a second press while a freeze is in flight sends nothing', async () => {
    const { store, server } = setup();
    const gate = holdFreeze(server);
    const first = store.freeze(1);
    const second = store.freeze(1);
    const unfreezeMeanwhile = store.unfreeze(1);
    gate.resolve(replyWith([aSubscription({ frozen_length: 10 })]));
    const results = await Promise.all([first, second, unfreezeMeanwhile]);
    expect({ calls: server.requests.length, results }).toEqual({ calls: 1, results: [{ ok: true, value: undefined }, { ok: true, value: undefined }, { ok: true, value: undefined }] });
  });

  it('is pending for that cheat only while the command runs', async () => {
    const { store, server } = setup();
    const gate = holdFreeze(server);
    const running = store.freeze(1);
    const during = { cheat1: store.isPending(1), cheat2: store.isPending(2) };
    gate.resolve(replyWith([]));
    await running;
    expect({ during, after: store.isPending(1) }).toEqual({ during: { cheat1: true, cheat2: false }, after: false });
  });

  it('another cheat can be frozen while one is in flight', async () => {
    const { store, server } = setup([aSubscription({ cheat_id: 1 }), aSubscription({ cheat_id: 2 })]);
    const gate = holdFreeze(server);
    const first = store.freeze(1);
    const second = store.freeze(2);
    gate.resolve(replyWith([]));
    await Promise.all([first, second]);
    expect(server.requests.map((request) => request.body)).toEqual([{ cheat_id: 1 }, { cheat_id: 2 }]);
  });

  it('can press again after the command finished', async () => {
    const { store, server } = setup();
    server.on('freeze', errorReply(409, 'FREEZE_COOLDOWN'));
    await store.freeze(1);
    await store.freeze(1);
    expect(server.requests).toHaveLength(2);
  });
});

describe('SubscriptionStore after reset (sign-out)', () => {
  it('drops the reply of a command that was in flight', async () => {
    const tab = setup([aSubscription({ cheat_id: 1 })]);
    const { store } = tab;
    const { gate, running } = freezeThenSignOut(tab);
    gate.resolve(replyWith([aSubscription({ cheat_id: 1, frozen_length: 600 })]));
    const result = await running;
    expect({ result, list: store.subscriptions, pending: store.isPending(1) }).toEqual({
      result: { ok: false, error: 'UNAUTHORIZED' },
      list: [],
      pending: false,
    });
  });

  it('keeps no error of a command that was in flight', async () => {
    const tab = setup();
    const { gate, running } = freezeThenSignOut(tab);
    gate.resolve(errorReply(409, 'FREEZE_COOLDOWN'));
    await running;
    expect(tab.store.errorFor(1)).toBeNull();
  });

  it('sends the next user’s press instead of sharing the old command', async () => {
    const tab = setup();
    const { store, server } = tab;
    const { gate, running: old } = freezeThenSignOut(tab);
    store.setSubscriptions([aSubscription({ cheat_id: 1 })]);
    const next = store.freeze(1);
    const pendingForNext = store.isPending(1);
    gate.resolve(replyWith([aSubscription({ cheat_id: 1, frozen_length: 60 })]));
    const results = await Promise.all([old, next]);
    expect({ calls: server.requests.length, pendingForNext, results: results.map((result) => result.ok) }).toEqual({
      calls: 2,
      pendingForNext: true,
      results: [false, true],
    });
  });
});
