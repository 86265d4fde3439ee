import { DEFAULT_SHOPPING_AREA, type Cheat, type Product } from '@chameleon/contract';
import type { DataContext } from '../context';

// The catalogue: the games (cheats) and the subscription products sold for them.

export interface ProductRow {
  id: number;
  cheat_id: number;
  type: string;
  shopping_area: string;
  days: number;
  price: number;
  currency: string;
}

export function toWireProduct(row: ProductRow): Product {
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

export async function listCheats(ctx: DataContext): Promise<Cheat[]> {
  return ctx.db.query<Cheat>(`select id, name, game, genre from cheats order by id`);
}

/** The products a user of `area` may buy: their area's and the global ones. */
export async function listProducts(ctx: DataContext, area: string): Promise<Product[]> {
  const rows = await ctx.db.query<ProductRow>(
    `select * from products where shopping_area = $1 or shopping_area = $2 order by cheat_id, shopping_area, days`,
    [area, DEFAULT_SHOPPING_AREA],
  );
  return rows.map(toWireProduct);
}

/** The products sold in exactly `area` (the demo's history is bought there). */
export async function listAreaProducts(ctx: DataContext, area: string): Promise<Product[]> {
  const rows = await ctx.db.query<ProductRow>(`select * from products where shopping_area = $1 order by cheat_id, days`, [area]);
  return rows.map(toWireProduct);
}

/** The subscription of `days` for a game a user of `area` buys: their area's first, `global` when the area sells none (spec section 4). */
export async function findProductToBuy(ctx: DataContext, area: string, choice: { cheatId: number; days: number }): Promise<Product | undefined> {
  const [row] = await ctx.db.query<ProductRow>(
    `select * from products
      where cheat_id = $1 and days = $2 and type = 'subscription' and (shopping_area = $3 or shopping_area = $4)
      order by (shopping_area = $3) desc limit 1`,
    [choice.cheatId, choice.days, area, DEFAULT_SHOPPING_AREA],
  );
  return row === undefined ? undefined : toWireProduct(row);
}
