import type { Subscription } from '@chameleon/contract';
import { within, type AppContext, type DataContext } from '../context';
import { ApiError } from '../http/api-error';
import { recordNotice } from '../notifications/notices';
import type { Account } from './accounts';
import { extend, freeze, toWire, unfreeze, type RuleResult, type SubscriptionState } from './subscription-rules';

// A user's subscriptions as stored; what may happen to one is decided by subscription-rules.

interface SubscriptionRow {
  cheat_id: number;
  expires_at: Date;
  frozen_length: number;
  frozen_at: Date | null;
  next_froze_date: Date | null;
  unfrozen_date: Date | null;
}

function toState(row: SubscriptionRow): SubscriptionState {
  return {
    cheatId: row.cheat_id,
    expiresAt: row.expires_at,
    frozenLength: row.frozen_length,
    frozenAt: row.frozen_at,
    nextFrozeDate: row.next_froze_date,
    unfrozenDate: row.unfrozen_date,
  };
}

/** The stored subscription of a game, locked until the caller's transaction ends. */
async function lockSubscription(ctx: DataContext, userId: number, cheatId: number): Promise<SubscriptionState | null> {
  const [row] = await ctx.db.query<SubscriptionRow>(`select * from subscriptions where user_id = $1 and cheat_id = $2 for update`, [
    userId,
    cheatId,
  ]);
  return row === undefined ? null : toState(row);
}

async function saveSubscription(ctx: DataContext, userId: number, state: SubscriptionState): Promise<void> {
  await ctx.db.query(
    `insert into subscriptions (user_id, cheat_id, expires_at, frozen_length, frozen_at, next_froze_date, unfrozen_date)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (user_id, cheat_id) do update set expires_at = excluded.expires_at,
       frozen_length = excluded.frozen_length, frozen_at = excluded.frozen_at,
       next_froze_date = excluded.next_froze_date, unfrozen_date = excluded.unfrozen_date`,
    [userId, state.cheatId, state.expiresAt, state.frozenLength, state.frozenAt, state.nextFrozeDate, state.unfrozenDate],
  );
}

export async function listSubscriptions(ctx: DataContext, userId: number): Promise<Subscription[]> {
  const now = ctx.now();
  const rows = await ctx.db.query<SubscriptionRow>(`select * from subscriptions where user_id = $1 order by cheat_id`, [userId]);
  return rows.map((row) => toWire(toState(row), now));
}

/** Adds bought days to a game's subscription (starting one if there is none); run inside the purchase's transaction. */
export async function extendSubscription(ctx: DataContext, userId: number, cheatId: number, days: number): Promise<void> {
  const state = await lockSubscription(ctx, userId, cheatId);
  await saveSubscription(ctx, userId, extend(state, cheatId, days, ctx.now()));
}

async function changeSubscription(
  ctx: AppContext,
  account: Account,
  cheatId: number,
  rule: (state: SubscriptionState, now: Date) => RuleResult,
  changed: (tx: DataContext, state: SubscriptionState) => Promise<void> = async () => undefined,
): Promise<Subscription[]> {
  return ctx.db.transaction(async (tx) => {
    const inTx = within(tx, ctx.now());
    const state = await lockSubscription(inTx, account.userId, cheatId);
    if (state === null) throw new ApiError('SUBSCRIPTION_NOT_FOUND');
    const result = rule(state, inTx.now());
    if (!result.ok) throw new ApiError(result.code);
    await saveSubscription(inTx, account.userId, result.state);
    await changed(inTx, result.state);
    return listSubscriptions(inTx, account.userId);
  });
}

export const freezeSubscription = (ctx: AppContext, account: Account, cheatId: number) =>
  changeSubscription(ctx, account, cheatId, freeze);

/** Unfreezing is told to the user's bots (the notification is written with the change, queued after it). */
export async function unfreezeSubscription(ctx: AppContext, account: Account, cheatId: number): Promise<Subscription[]> {
  const list = await changeSubscription(ctx, account, cheatId, unfreeze, (tx, state) =>
    recordNotice(tx, account.userId, 'unfrozen', cheatId, String(Math.floor((state.unfrozenDate ?? tx.now()).getTime() / 1000))),
  );
  await ctx.notifications?.enqueuePending();
  return list;
}
