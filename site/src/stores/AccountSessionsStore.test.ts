import { FakeServer, errorReply, fakeClient, jsonReply } from '../transport/testing/fakeServer';
import { AccountSessionsStore } from './AccountSessionsStore';

const here = { id: 's-here', kind: 'browser', device: 'Chrome on Windows', created_at: '2026-03-01T10:00:00.000Z', last_used_at: '2026-03-01T12:00:00.000Z', current: true };
const launcher = { id: 's-launcher', kind: 'launcher', device: 'Chameleon launcher 2.1', created_at: '2026-02-20T10:00:00.000Z', last_used_at: '2026-02-28T09:00:00.000Z', current: false };
const phone = { id: 's-phone', kind: 'browser', device: 'Safari on iPhone', created_at: '2026-02-25T10:00:00.000Z', last_used_at: '2026-02-26T09:00:00.000Z', current: false };
const list = (...sessions: object[]) => jsonReply(200, { status: true, sessions });

function setup(server: FakeServer) {
  return new AccountSessionsStore(fakeClient(server, { token: () => 'token-1' }));
}

it('loads the sessions, this browser first', async () => {
  const store = setup(new FakeServer().on('sessions', list(launcher, here)));
  await store.load();
  expect({ status: store.status, ids: store.sessions.map((session) => session.id), others: store.others.map((session) => session.id) }).toEqual({
    status: 'loaded',
    ids: ['s-here', 's-launcher'],
    others: ['s-launcher'],
  });
});

it('is unsupported when the backend lacks the call', async () => {
  const store = setup(new FakeServer());
  await store.load();
  expect(store.status).toBe('unsupported');
});

it('a failed load is failed, with its reason', async () => {
  const store = setup(new FakeServer().on('sessions', errorReply(500, 'INVALID_RESPONSE')));
  await store.load();
  expect({ status: store.status, error: store.error }).toEqual({ status: 'failed', error: 'INVALID_RESPONSE' });
});

it('ends one session by its id and shows the list the reply carries', async () => {
  const server = new FakeServer().on('sessions', list(here, launcher, phone)).on('endSession', list(here, phone));
  const store = setup(server);
  await store.load();
  const result = await store.end('s-launcher');
  expect({ result, body: server.calls('endSession')[0]?.body, ids: store.sessions.map((session) => session.id) }).toEqual({
    result: { ok: true, value: undefined },
    body: { id: 's-launcher' },
    ids: ['s-here', 's-phone'],
  });
});

it('a session that ended meanwhile is simply gone: the list is read again', async () => {
  const server = new FakeServer().on('sessions', list(here, launcher)).on('endSession', errorReply(404, 'SESSION_NOT_FOUND'));
  const store = setup(server);
  await store.load();
  server.on('sessions', list(here));
  const result = await store.end('s-launcher');
  expect({ result, ids: store.sessions.map((session) => session.id) }).toEqual({ result: { ok: true, value: undefined }, ids: ['s-here'] });
});

it('ends every other session', async () => {
  const server = new FakeServer().on('sessions', list(here, launcher, phone)).on('endOtherSessions', list(here));
  const store = setup(server);
  await store.load();
  await store.endOthers();
  expect({ calls: server.calls('endOtherSessions').length, others: store.others }).toEqual({ calls: 1, others: [] });
});

it('a refused command keeps the list and says why', async () => {
  const server = new FakeServer().on('sessions', list(here, launcher)).on('endOtherSessions', errorReply(429, 'TO_MANY_REQUESTS'));
  const store = setup(server);
  await store.load();
  await store.endOthers();
  expect({ status: store.status, error: store.error, count: store.sessions.length }).toEqual({ status: 'loaded', error: 'TO_MANY_REQUESTS', count: 2 });
});
