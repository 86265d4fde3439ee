import { createPaymentReplySchema, frontendDataReplySchema } from '@chameleon/contract';
import { bearer, expectError, registerUser, harnessForFile, type TestUser } from './support/harness';

// One user can never read or change another's data: every call works on the token's owner.

const h = harnessForFile();

/** Buys 30 days of game `cheatId`. */
async function buy(user: TestUser, cheatId: number) {
  const reply = createPaymentReplySchema.parse(
    (await h.app.inject({ method: 'POST', url: '/v2/web/user/payments', headers: bearer(user.token), payload: { cheat_id: cheatId, days: 30 } })).json(),
  );
  await h.app.inject({ method: 'POST', url: new URL(reply.checkout_url).pathname, payload: {} });
}

const data = async (user: TestUser) =>
  frontendDataReplySchema.parse((await h.app.inject({ method: 'GET', url: '/v2/web/frontend/data', headers: bearer(user.token) })).json());

let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  alice = await registerUser(h.app);
  bob = await registerUser(h.app);
  await buy(alice, 1);
  await buy(alice, 2);
}, 180_000);

it('shows each user only their own profile', async () => {
  expect((await data(bob)).user.login).toBe(bob.login);
});

it('shows a user none of another’s subscriptions or transactions', async () => {
  const reply = await data(bob);
  expect([reply.subscriptions, reply.user.transactions]).toEqual([[], []]);
  const page = await h.app.inject({ method: 'GET', url: '/v2/web/user/transactions?limit=100', headers: bearer(bob.token) });
  expect(page.json().data).toEqual([]);
});

it('lets nobody freeze another user’s subscription', async () => {
  expectError(
    await h.app.inject({ method: 'POST', url: '/v2/web/user/subscriptions/freeze', headers: bearer(bob.token), payload: { cheat_id: 1 } }),
    404,
    'SUBSCRIPTION_NOT_FOUND',
  );
  expect((await data(alice)).subscriptions.every((subscription) => subscription.frozen_length === 0)).toBe(true);
});

it('changes only the caller’s subscription when two hold the same game', async () => {
  await buy(bob, 1);
  await h.app.inject({ method: 'POST', url: '/v2/web/user/subscriptions/freeze', headers: bearer(bob.token), payload: { cheat_id: 1 } });
  expect((await data(alice)).subscriptions.find((s) => s.cheat_id === 1)?.frozen_length).toBe(0);
  expect((await data(bob)).subscriptions.find((s) => s.cheat_id === 1)?.frozen_length).toBeGreaterThan(0);
});

it('changes only the caller’s e-mail and password', async () => {
  await h.app.inject({ method: 'POST', url: '/v2/web/user/changeEmail', headers: bearer(bob.token), payload: { email: `moved.${bob.email}` } });
  const changed = await h.app.inject({
    method: 'POST',
    url: '/v2/web/user/changePassword',
    headers: bearer(bob.token),
    payload: { old_password: bob.password, new_password: 'bobs-new-password' },
  });
  bob = { ...bob, token: changed.json().token };
  const aliceData = await data(alice);
  expect(aliceData.user.email).toBe(alice.email);
});

it('keeps a user’s token working when another logs out', async () => {
  await h.app.inject({ method: 'POST', url: '/v2/web/logout', headers: bearer(bob.token) });
  expect((await data(alice)).user.login).toBe(alice.login);
});
