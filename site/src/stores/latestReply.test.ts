import { LatestReply } from './latestReply';

it('a ticket is current until the next supersede, and tickets taken after it are current', () => {
  const replies = new LatestReply();
  const before = replies.ticket();
  const beforeToo = replies.ticket();
  expect([before(), beforeToo()]).toEqual([true, true]);
  replies.supersede();
  const after = replies.ticket();
  expect([before(), beforeToo(), after()]).toEqual([false, false, true]);
  replies.supersede();
  expect(after()).toBe(false);
});

it('request() lands a current reply and drops a superseded one without landing it', async () => {
  const replies = new LatestReply();
  let release!: (reply: { status: true }) => void;
  const held = new Promise<{ status: true }>((resolve) => (release = resolve));
  const land = jest.fn(() => ({ ok: true as const, value: 'landed' }));
  const late = replies.request(() => held, land);
  replies.supersede();
  const current = await replies.request(async () => ({ status: true as const }), land);
  release({ status: true });
  expect({ late: await late, current, landed: land.mock.calls.length }).toEqual({
    late: { ok: false, error: 'UNAUTHORIZED' },
    current: { ok: true, value: 'landed' },
    landed: 1,
  });
});

it('a late failure keeps its own code', async () => {
  const replies = new LatestReply();
  const land = jest.fn(() => ({ ok: true as const, value: undefined }));
  const late = replies.request(async () => ({ status: false as const, message: 'TIMEOUT' }), land);
  replies.supersede();
  expect({ result: await late, landed: land.mock.calls.length }).toEqual({ result: { ok: false, error: 'TIMEOUT' }, landed: 0 });
});
