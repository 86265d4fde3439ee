import { SingleFlight } from './singleFlight';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

it('shares a running call for the same key and starts one per key', async () => {
  const flight = new SingleFlight<string, number>();
  const gate = deferred<number>();
  const start = jest.fn(() => gate.promise);
  const [a, b] = [flight.run('pay', start), flight.run('pay', start)];
  const other = flight.run('other', async () => 2);
  gate.resolve(1);
  expect({ a: await a, b: await b, other: await other, starts: start.mock.calls.length }).toEqual({ a: 1, b: 1, other: 2, starts: 1 });
});

it('starts again once the call ended, failed ones included', async () => {
  const flight = new SingleFlight<string, number>();
  await expect(flight.run('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  await expect(flight.run('k', async () => 3)).resolves.toBe(3);
});

it('after clear(), a new call starts and the old one ending does not drop it', async () => {
  const flight = new SingleFlight<string, number>();
  const old = deferred<number>();
  const next = deferred<number>();
  const first = flight.run('k', () => old.promise);
  flight.clear();
  const second = flight.run('k', () => next.promise);
  old.resolve(1);
  await first;
  const start = jest.fn(async () => 9);
  const third = flight.run('k', start);
  next.resolve(2);
  expect({ second: await second, third: await third, started: start.mock.calls.length }).toEqual({ second: 2, third: 2, started: 0 });
});
