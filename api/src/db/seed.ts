import { within } from '../context';
import { listAreaProducts } from '../services/catalogue';
import { hashPassword } from '../services/secrets';
import { recordPurchase } from '../services/transactions';
import type { Database } from './database';

export const DEMO_USER = { login: 'demo', password: 'demo-password-1', email: 'demo@chameleon.local', shoppingArea: 'ru' };
export const DEMO_TRANSACTIONS = 35;

const DAY = 86_400_000;

/**
 * On the first start of a database: the demo user with an active subscription for game 1,
 * an expired one for game 2 and 35 transactions. Runs once per database, even if the demo
 * user is later deleted.
 */
export async function seedDemo(db: Database, now: Date): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_USER.password);
  return db.transaction(async (tx) => {
    const claimed = await tx.query(
      `insert into app_meta (key, value) values ('demo_seeded', $1) on conflict (key) do nothing returning key`,
      [now.toISOString()],
    );
    if (claimed.length === 0) return false;
    const [user] = await tx.query<{ id: number }>(
      `insert into users (login, email, password_hash, shopping_area, created_at, confirmed_at, confirmed_via)
       values ($1, $2, $3, $4, $5, $5, 'telegram') returning id`,
      [DEMO_USER.login, DEMO_USER.email, passwordHash, DEMO_USER.shoppingArea, new Date(now.getTime() - 400 * DAY)],
    );
    if (user === undefined) return false;
    const products = await listAreaProducts(within(tx, now), DEMO_USER.shoppingArea);
    // Oldest first, a week apart, so the history reads like a real one.
    for (let index = 0; index < DEMO_TRANSACTIONS; index += 1) {
      const product = products[index % products.length];
      if (product === undefined) break;
      await recordPurchase(within(tx, new Date(now.getTime() - (DEMO_TRANSACTIONS - index) * 7 * DAY)), user.id, product);
    }
    // Whatever the history added up to, the demo shows one running and one lapsed subscription.
    await tx.query(
      `update subscriptions set expires_at = $3, frozen_length = 0, frozen_at = null where user_id = $1 and cheat_id = $2`,
      [user.id, 1, new Date(now.getTime() + 20 * DAY)],
    );
    await tx.query(
      `update subscriptions set expires_at = $3, frozen_length = 0, frozen_at = null where user_id = $1 and cheat_id = $2`,
      [user.id, 2, new Date(now.getTime() - 10 * DAY)],
    );
    return true;
  });
}
