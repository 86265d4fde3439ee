import { FREEZE_COOLDOWN_DAYS, subscriptionsReplySchema, type Subscription } from '@chameleon/contract';
import { bearer, DAY, expectError, registerUser, SECOND, harnessForFile, type TestUser } from './support/harness';

// The freeze rules at their edges, with the server's clock under the test's control.

const h = harnessForFile();

const command = (user: TestUser, action: 'freeze' | 'unfreeze', cheatId = 1) =>
  h.app.inject({ method: 'POST', url: `/v2/web/user/subscriptions/${action}`, headers: bearer(user.token), payload: { cheat_id: cheatId } });

async function ok(user: TestUser, action: 'freeze' | 'unfreeze', cheatId = 1): Promise<Subscription> {
  const response = await command(user, action, cheatId);
  expect(response.statusCode).toBe(200);
  const subscription = subscriptionsReplySchema.parse(response.json()).subscriptions.find((s) => s.cheat_id === cheatId);
  if (subscription === undefined) throw new Error('no subscription in the reply');
  return subscription;
}

/** A user whose subscription for `cheatId` ends `remainingMs` from now. */
async function subscriber(remainingMs: number, cheatId = 1): Promise<TestUser> {
  const user = await registerUser(h.app);
  const [row] = await h.ctx.db.query<{ id: number }>(`select id from users where login = $1`, [user.login]);
  await h.ctx.db.query(`insert into subscriptions (user_id, cheat_id, expires_at) values ($1, $2, $3)`, [
    row?.id,
    cheatId,
    new Date(h.clock.now().getTime() + remainingMs),
  ]);
  return user;
}

describe('freeze', () => {
  it('captures the remaining time in seconds', async () => {
    const user = await subscriber(10 * DAY);
    const frozen = await ok(user, 'freeze');
    expect(frozen.frozen_length).toBe((10 * DAY) / SECOND);
  });

  it('stops the clock: a frozen subscription keeps its time while days pass', async () => {
    const user = await subscriber(2 * DAY);
    await ok(user, 'freeze');
    h.clock.advance(10 * DAY);
    const list = subscriptionsReplySchema.parse((await command(user, 'unfreeze')).json()).subscriptions;
    const thawed = list[0];
    expect(Date.parse(thawed?.expires_at ?? '') - h.clock.now().getTime()).toBe(2 * DAY);
  });

  it('shows a frozen subscription as not expired even past its old end', async () => {
    const user = await subscriber(1 * DAY);
    await ok(user, 'freeze');
    h.clock.advance(5 * DAY);
    const response = await h.app.inject({ method: 'GET', url: '/v2/web/frontend/data', headers: bearer(user.token) });
    const subscription = response.json().subscriptions[0] as Subscription;
    expect(Date.parse(subscription.expires_at)).toBeGreaterThan(h.clock.now().getTime());
    expect(subscription.frozen_length).toBe(DAY / SECOND);
  });

  it('works with one millisecond left, keeping at least a second', async () => {
    const user = await subscriber(1);
    expect((await ok(user, 'freeze')).frozen_length).toBe(1);
  });

  it('refuses a subscription that ends exactly now as expired', async () => {
    const user = await subscriber(0);
    expectError(await command(user, 'freeze'), 409, 'SUBSCRIPTION_EXPIRED');
  });

  it('refuses an expired subscription', async () => {
    const user = await subscriber(-DAY);
    expectError(await command(user, 'freeze'), 409, 'SUBSCRIPTION_EXPIRED');
  });

  it('refuses one already frozen', async () => {
    const user = await subscriber(DAY);
    await ok(user, 'freeze');
    expectError(await command(user, 'freeze'), 409, 'SUBSCRIPTION_FROZEN');
  });

  it('refuses a game the user has no subscription for', async () => {
    const user = await subscriber(DAY, 1);
    expectError(await command(user, 'freeze', 2), 404, 'SUBSCRIPTION_NOT_FOUND');
  });

  it('refuses a body without a cheat id', async () => {
    const user = await subscriber(DAY);
    const response = await h.app.inject({ method: 'POST', url: '/v2/web/user/subscriptions/freeze', headers: bearer(user.token), payload: {} });
    expectError(response, 400, 'INVALID_REQUEST');
  });

  it('needs a token', async () => {
    const response = await h.app.inject({ method: 'POST', url: '/v2/web/user/subscriptions/freeze', payload: { cheat_id: 1 } });
    expectError(response, 401, 'UNAUTHORIZED');
  });
});

describe('unfreeze', () => {
  it('gives the frozen time back and records when', async () => {
    const user = await subscriber(3 * DAY);
    await ok(user, 'freeze');
    h.clock.advance(DAY);
    const thawed = await ok(user, 'unfreeze');
    expect(thawed).toEqual({
      cheat_id: 1,
      expires_at: new Date(h.clock.now().getTime() + 3 * DAY).toISOString(),
      frozen_length: 0,
      unfrozen_date: h.clock.now().toISOString(),
      next_froze_date: new Date(h.clock.now().getTime() + FREEZE_COOLDOWN_DAYS * DAY).toISOString(),
    });
  });

  it('refuses a subscription that is not frozen', async () => {
    const user = await subscriber(DAY);
    expectError(await command(user, 'unfreeze'), 409, 'SUBSCRIPTION_NOT_FROZEN');
  });

  it('refuses a game the user has no subscription for', async () => {
    const user = await registerUser(h.app);
    expectError(await command(user, 'unfreeze'), 404, 'SUBSCRIPTION_NOT_FOUND');
  });
});

describe('cool-down', () => {
  it(`refuses a new freeze until ${FREEZE_COOLDOWN_DAYS} days after the unfreeze, allows it at that moment`, async () => {
    const user = await subscriber(30 * DAY);
    await ok(user, 'freeze');
    await ok(user, 'unfreeze');
    h.clock.advance(FREEZE_COOLDOWN_DAYS * DAY - 1);
    expectError(await command(user, 'freeze'), 409, 'FREEZE_COOLDOWN');
    h.clock.advance(1);
    expect((await ok(user, 'freeze')).frozen_length).toBeGreaterThan(0);
  });

  // next_froze_date set straight in the table: no cool-down (null), one that ended, one that ends
  // now, one still running.
  it.each([
    ['unset', null, 'freezes'],
    ['a millisecond ago', -1, 'freezes'],
    ['exactly now', 0, 'freezes'],
    ['a millisecond ahead', 1, 'FREEZE_COOLDOWN'],
  ] as const)('lets the freeze rule look at next_froze_date only when it is set: %s', async (_when, offsetMs, outcome) => {
    const user = await subscriber(DAY);
    const nextFrozeDate = offsetMs === null ? null : new Date(h.clock.now().getTime() + offsetMs);
    await h.ctx.db.query(
      `update subscriptions set next_froze_date = $2 where user_id = (select id from users where login = $1)`,
      [user.login, nextFrozeDate],
    );
    if (outcome === 'freezes') expect((await ok(user, 'freeze')).frozen_length).toBe(DAY / SECOND);
    else expectError(await command(user, 'freeze'), 409, outcome);
  });
});
