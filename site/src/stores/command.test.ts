import { autorun } from 'mobx';
import { Command } from './command';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => ((resolve = done), (reject = fail)));
  return { promise, resolve, reject };
};

type Reply = { status: true; value: number } | { status: false; message: string };
const land = (reply: Reply) => (reply.status ? { ok: true as const, value: reply.value } : { ok: false as const, error: reply.message });

it('a call while one runs for the same key shares its outcome; another key gets its own', async () => {
  const command = new Command<string, number>();
  const gate = deferred<Reply>();
  const call = jest.fn(() => gate.promise);
  const [first, second] = [command.run('pay', call, land), command.run('pay', call, land)];
  const other = command.run('other', async () => ({ status: true as const, value: 2 }), land);
  gate.resolve({ status: true, value: 1 });
  expect({ first: await first, second: await second, other: await other, calls: call.mock.calls.length }).toEqual({
    first: { ok: true, value: 1 },
    second: { ok: true, value: 1 },
    other: { ok: true, value: 2 },
    calls: 1,
  });
});

it('starts a new call once the previous one ended', async () => {
  const command = new Command<string, number>();
  await command.run('k', async () => ({ status: true as const, value: 1 }), land);
  const call = jest.fn(async () => ({ status: true as const, value: 2 }));
  expect({ result: await command.run('k', call, land), calls: call.mock.calls.length }).toEqual({ result: { ok: true, value: 2 }, calls: 1 });
});

it('pending is observable per key and ends in the same action as the reply lands', async () => {
  const command = new Command<string, number>();
  const gate = deferred<Reply>();
  let landed = 0;
  const seen: string[] = [];
  const stop = autorun(() => seen.push(`${command.isPending('k')}/${command.isPending('other')}/${landed}`));
  const running = command.run('k', () => gate.promise, (reply) => ((landed += 1), land(reply)));
  gate.resolve({ status: true, value: 1 });
  await running;
  stop();
  expect(seen).toEqual(['false/false/0', 'true/false/0', 'false/false/1']);
});

it('a failed outcome is the key error until that key runs again; other keys keep theirs', async () => {
  const command = new Command<number, number>();
  const refusal = (message: string) => async () => ({ status: false as const, message });
  await Promise.all([command.run(1, refusal('SUBSCRIPTION_EXPIRED'), land), command.run(2, refusal('TIMEOUT'), land)]);
  const before = { one: command.errorOf(1), two: command.errorOf(2), pending: command.isPending(1) };
  const gate = deferred<Reply>();
  const again = command.run(1, () => gate.promise, land);
  const during = { one: command.errorOf(1), two: command.errorOf(2) };
  gate.resolve({ status: true, value: 5 });
  await again;
  expect({ before, during, after: { one: command.errorOf(1), two: command.errorOf(2) } }).toEqual({
    before: { one: 'SUBSCRIPTION_EXPIRED', two: 'TIMEOUT', pending: false },
    during: { one: null, two: 'TIMEOUT' },
    after: { one: null, two: 'TIMEOUT' },
  });
});

it('a call that throws ends pending and lets the next call start', async () => {
  const command = new Command<string, number>();
  await expect(command.run('k', () => Promise.reject(new Error('down')), land)).rejects.toThrow('down');
  const pending = command.isPending('k');
  await expect(command.run('k', async () => ({ status: true as const, value: 3 }), land)).resolves.toEqual({ ok: true, value: 3 });
  expect(pending).toBe(false);
});

it('after supersede() a late reply is dropped without landing, as UNAUTHORIZED or its own failure', async () => {
  const command = new Command<string, number>();
  const late = deferred<Reply>();
  const lateFailure = deferred<Reply>();
  const landing = jest.fn(land);
  const first = command.run('k', () => late.promise, landing);
  const failing = command.run('f', () => lateFailure.promise, landing);
  command.supersede();
  const pendingAfter = command.isPending('k');
  late.resolve({ status: true, value: 1 });
  lateFailure.resolve({ status: false, message: 'TIMEOUT' });
  expect({ first: await first, failing: await failing, landed: landing.mock.calls.length, pendingAfter, error: command.errorOf('f') }).toEqual({
    first: { ok: false, error: 'UNAUTHORIZED' },
    failing: { ok: false, error: 'TIMEOUT' },
    landed: 0,
    pendingAfter: false,
    error: null,
  });
});

it('after supersede() a new call starts, and the old one ending does not end it', async () => {
  const command = new Command<string, number>();
  const old = deferred<Reply>();
  const next = deferred<Reply>();
  const first = command.run('k', () => old.promise, land);
  command.supersede();
  const second = command.run('k', () => next.promise, land);
  old.resolve({ status: true, value: 1 });
  await first;
  const pendingMeanwhile = command.isPending('k');
  const call = jest.fn(async () => ({ status: true as const, value: 9 }));
  const third = command.run('k', call, land);
  next.resolve({ status: true, value: 2 });
  expect({ pendingMeanwhile, second: await second, third: await third, calls: call.mock.calls.length }).toEqual({
    pendingMeanwhile: true,
    second: { ok: true, value: 2 },
    third: { ok: true, value: 2 },
    calls: 0,
  });
});

it('supersede() keeps errors; reset() forgets them', async () => {
  const command = new Command<string, number>();
  await command.run('k', async () => ({ status: false as const, message: 'TIMEOUT' }), land);
  command.supersede();
  const kept = command.errorOf('k');
  command.reset();
  expect({ kept, reset: command.errorOf('k') }).toEqual({ kept: 'TIMEOUT', reset: null });
});
