import { DEFAULT_SHOPPING_AREA, type Product } from '@chameleon/contract';
import { within, type AppContext } from '../context';
import { ApiError } from '../http/api-error';
import { recordNotice } from '../notifications/notices';
import type { Account } from './accounts';
import { findProductToBuy, toWireProduct, type ProductRow } from './catalogue';
import { randomToken } from './secrets';
import { recordPurchase } from './transactions';

// Paying for a subscription: a payment is opened at the provider's checkout and, once the
// provider reports it paid, becomes a transaction and days on the subscription.

export async function createPayment(
  ctx: AppContext,
  account: Account,
  choice: { cheatId: number; days: number },
  returnPath: string,
): Promise<{ paymentId: string; checkoutUrl: string }> {
  const [user] = await ctx.db.query<{ shopping_area: string }>(`select shopping_area from users where id = $1`, [account.userId]);
  const product = await findProductToBuy(ctx, user?.shopping_area ?? DEFAULT_SHOPPING_AREA, choice);
  if (product === undefined) throw new ApiError('PRODUCT_NOT_FOUND');
  const paymentId = randomToken();
  await ctx.db.query(`insert into payments (id, user_id, product_id, return_path, created_at) values ($1, $2, $3, $4, $5)`, [
    paymentId,
    account.userId,
    product.id,
    returnPath,
    ctx.now(),
  ]);
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
    const transactionId = await recordPurchase(within(tx, now), claimed.user_id, payment.product);
    await tx.query(`update payments set transaction_id = $2 where id = $1`, [paymentId, transactionId]);
    await recordNotice(within(tx, now), claimed.user_id, 'payment_credited', payment.product.cheat_id, paymentId);
  });
  await ctx.notifications?.enqueuePending();
  return { ...payment, completed: true };
}
