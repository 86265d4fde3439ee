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
