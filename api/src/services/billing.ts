import { DEFAULT_SHOPPING_AREA, type Cheat, type Product, type Subscription, type Transaction } from '@chameleon/contract';
import type { Queryable } from '../db/database';
import { ApiError } from '../http/api-error';
import type { AppContext } from '../context';
import type { Account } from './accounts';
import { randomToken } from './secrets';
import { extend, freeze, toWire, unfreeze, type RuleResult, type SubscriptionState } from './subscription-rules';

interface ProductRow {
  id: number;
  cheat_id: number;
  type: string;
  shopping_area: string;
  days: number;
  price: number;
  currency: string;
}

function toWireProduct(row: ProductRow): Product {
  return {
    id: row.id,
    cheat_id: row.cheat_id,
    type: row.type,
    shopping_area: row.shopping_area,
    params: { days: row.days },
    price: row.price,
    currency: row.currency,
  };
}

export async function listCheats(db: Queryable): Promise<Cheat[]> {
  return db.query<Cheat>(`select id, name, game, genre from cheats order by id`);
}

/** The products a user of `area` may buy: their area's and the global ones. */
export async function listProducts(db: Queryable, area: string): Promise<Product[]> {
  const rows = await db.query<ProductRow>(
    `select * from products where shopping_area = $1 or shopping_area = $2 order by cheat_id, shopping_area, days`,
    [area, DEFAULT_SHOPPING_AREA],
  );
  return rows.map(toWireProduct);
}

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

async function saveSubscription(db: Queryable, userId: number, state: SubscriptionState): Promise<void> {
  await db.query(
    `insert into subscriptions (user_id, cheat_id, expires_at, frozen_length, frozen_at, next_froze_date, unfrozen_date)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (user_id, cheat_id) do update set expires_at = excluded.expires_at,
       frozen_length = excluded.frozen_length, frozen_at = excluded.frozen_at,
       next_froze_date = excluded.next_froze_date, unfrozen_date = excluded.unfrozen_date`,
    [userId, state.cheatId, state.expiresAt, state.frozenLength, state.frozenAt, state.nextFrozeDate, state.unfrozenDate],
  );
}

export async function listSubscriptions(db: Queryable, userId: number, now: Date): Promise<Subscription[]> {
  const rows = await db.query<SubscriptionRow>(`select * from subscriptions where user_id = $1 order by cheat_id`, [
    userId,
  ]);
  return rows.map((row) => toWire(toState(row), now));
}

async function changeSubscription(
  ctx: AppContext,
  account: Account,
  cheatId: number,
  rule: (state: SubscriptionState, now: Date) => RuleResult,
): Promise<Subscription[]> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [row] = await tx.query<SubscriptionRow>(
      `select * from subscriptions where user_id = $1 and cheat_id = $2 for update`,
      [account.userId, cheatId],
    );
    if (row === undefined) throw new ApiError('SUBSCRIPTION_NOT_FOUND');
    const result = rule(toState(row), now);
    if (!result.ok) throw new ApiError(result.code);
    await saveSubscription(tx, account.userId, result.state);
    return listSubscriptions(tx, account.userId, now);
  });
}

export const freezeSubscription = (ctx: AppContext, account: Account, cheatId: number) =>
  changeSubscription(ctx, account, cheatId, freeze);

export const unfreezeSubscription = (ctx: AppContext, account: Account, cheatId: number) =>
  changeSubscription(ctx, account, cheatId, unfreeze);

interface TransactionRow {
  id: number;
  created_at: Date;
  products: Product[];
  amount: number;
  currency: string;
  status: Transaction['status'];
}

/** Newest first; `skip` is how many the caller already has. */
export async function listTransactions(db: Queryable, userId: number, limit: number, skip: number): Promise<Transaction[]> {
  const rows = await db.query<TransactionRow>(
    `select id, created_at, products, amount, currency, status from transactions
     where user_id = $1 order by created_at desc, id desc limit $2 offset $3`,
    [userId, limit, skip],
  );
  return rows.map((row) => ({
    id: row.id,
    created_at: row.created_at.toISOString(),
    products: row.products,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
  }));
}

/** Records a purchase and adds its days to the product's subscription. */
export async function recordPurchase(tx: Queryable, userId: number, product: Product, now: Date): Promise<number> {
  const [transaction] = await tx.query<{ id: number }>(
    `insert into transactions (user_id, created_at, products, amount, currency, status)
     values ($1, $2, $3::text::jsonb, $4, $5, 'completed') returning id`,
    [userId, now, JSON.stringify([product]), product.price, product.currency],
  );
  const [row] = await tx.query<SubscriptionRow>(
    `select * from subscriptions where user_id = $1 and cheat_id = $2 for update`,
    [userId, product.cheat_id],
  );
  await saveSubscription(tx, userId, extend(row === undefined ? null : toState(row), product.cheat_id, product.params.days, now));
  if (transaction === undefined) throw new ApiError('INVALID_RESPONSE');
  return transaction.id;
}

export async function createPayment(
  ctx: AppContext,
  account: Account,
  choice: { cheatId: number; days: number },
  returnPath: string,
): Promise<{ paymentId: string; checkoutUrl: string }> {
  const user = await ctx.db.query<{ shopping_area: string }>(`select shopping_area from users where id = $1`, [
    account.userId,
  ]);
  const area = user[0]?.shopping_area ?? DEFAULT_SHOPPING_AREA;
  // Spec section 4: the user's shopping area first, `global` when the area sells none.
  const [product] = await ctx.db.query<ProductRow>(
    `select * from products
      where cheat_id = $1 and days = $2 and type = 'subscription' and (shopping_area = $3 or shopping_area = $4)
      order by (shopping_area = $3) desc limit 1`,
    [choice.cheatId, choice.days, area, DEFAULT_SHOPPING_AREA],
  );
  if (product === undefined) throw new ApiError('PRODUCT_NOT_FOUND');
  const paymentId = randomToken();
  await ctx.db.query(
    `insert into payments (id, user_id, product_id, return_path, created_at) values ($1, $2, $3, $4, $5)`,
    [paymentId, account.userId, product.id, returnPath, ctx.now()],
  );
  return { paymentId, checkoutUrl: `${ctx.settings.publicUrl}/dev/checkout/${paymentId}` };
}

export interface PaymentView {
  id: string;
  login: string;
  product: Product;
  cheatName: string;
  returnPath: string;
  completed: boolean;
}

export async function findPayment(ctx: AppContext, paymentId: string): Promise<PaymentView> {
  const [row] = await ctx.db.query<ProductRow & { payment_id: string; login: string; cheat_name: string; return_path: string; completed_at: Date | null }>(
    `select p.*, pay.id as payment_id, u.login, c.name as cheat_name, pay.return_path, pay.completed_at
     from payments pay join products p on p.id = pay.product_id join users u on u.id = pay.user_id
     join cheats c on c.id = p.cheat_id where pay.id = $1`,
    [paymentId],
  );
  if (row === undefined) throw new ApiError('PAYMENT_NOT_FOUND');
  return {
    id: row.payment_id,
    login: row.login,
    product: toWireProduct(row),
    cheatName: row.cheat_name,
    returnPath: row.return_path,
    completed: row.completed_at !== null,
  };
}

/** The provider reports the payment paid; a second report changes nothing. */
export async function completePayment(ctx: AppContext, paymentId: string): Promise<PaymentView> {
  const payment = await findPayment(ctx, paymentId);
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [claimed] = await tx.query<{ user_id: number }>(
      `update payments set completed_at = $2 where id = $1 and completed_at is null returning user_id`,
      [paymentId, now],
    );
    if (claimed === undefined) return;
    const transactionId = await recordPurchase(tx, claimed.user_id, payment.product, now);
    await tx.query(`update payments set transaction_id = $2 where id = $1`, [paymentId, transactionId]);
  });
  return { ...payment, completed: true };
}
