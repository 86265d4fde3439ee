import type { Product, Transaction } from '@chameleon/contract';
import type { DataContext } from '../context';
import { ApiError } from '../http/api-error';
import { extendSubscription } from './subscriptions';

// A user's purchase history (the transactions list) and the record of each purchase.

interface TransactionRow {
  id: number;
  created_at: Date;
  products: Product[];
  amount: number;
  currency: string;
  status: Transaction['status'];
}

/** Newest first; `skip` is how many the caller already has. */
export async function listTransactions(ctx: DataContext, userId: number, limit: number, skip: number): Promise<Transaction[]> {
  const rows = await ctx.db.query<TransactionRow>(
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

/** Records a purchase and adds its days to the product's subscription; run inside the caller's transaction. */
export async function recordPurchase(ctx: DataContext, userId: number, product: Product): Promise<number> {
  const [transaction] = await ctx.db.query<{ id: number }>(
    `insert into transactions (user_id, created_at, products, amount, currency, status)
     values ($1, $2, $3::text::jsonb, $4, $5, 'completed') returning id`,
    [userId, ctx.now(), JSON.stringify([product]), product.price, product.currency],
  );
  await extendSubscription(ctx, userId, product.cheat_id, product.params.days);
  if (transaction === undefined) throw new ApiError('INVALID_RESPONSE');
  return transaction.id;
}
