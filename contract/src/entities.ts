import * as z from 'zod/mini';
import { DEFAULT_SHOPPING_AREA } from './constants';

/** Instants travel as ISO 8601 strings in UTC (`2026-11-21T10:00:00.000Z`). */
export const isoDateSchema = z.iso.datetime();

export const cheatIdSchema = z.int().check(z.positive());

export const userSchema = z.object({
  id: z.int().check(z.positive()),
  login: z.string(),
  email: z.email(),
  created_at: isoDateSchema,
  /** True once the account was confirmed through the Telegram or VK bot. */
  confirmed: z.boolean(),
  shopping_area: z.string(),
  /**
   * An address asked for and not yet confirmed through the link mailed to it (null: none).
   * `email` stays the address in effect until then.
   */
  pending_email: z.nullable(z.string()),
  pending_email_expires_at: z.nullable(isoDateSchema),
});
export type User = z.infer<typeof userSchema>;

export const GAME_GENRES = ['shooter', 'strategy'] as const;

export const cheatSchema = z.object({
  id: cheatIdSchema,
  /** Product variant name shown to the user. */
  name: z.string(),
  /** The game the variant changes skins in. */
  game: z.string(),
  genre: z.enum(GAME_GENRES),
});
export type Cheat = z.infer<typeof cheatSchema>;

export const PRODUCT_TYPE_SUBSCRIPTION = 'subscription';

export const productSchema = z.object({
  id: z.int().check(z.positive()),
  cheat_id: cheatIdSchema,
  /** `subscription` is the only type sold today; the field stays open for others. */
  type: z.string(),
  shopping_area: z._default(z.string(), DEFAULT_SHOPPING_AREA),
  params: z.object({ days: z.int().check(z.positive()) }),
  /** Price in the currency's minor unit (cents, kopecks). */
  price: z.int().check(z.nonnegative()),
  currency: z.string().check(z.length(3)),
});
export type Product = z.infer<typeof productSchema>;

export const TRANSACTION_STATUSES = ['completed'] as const;

export const transactionSchema = z.object({
  id: z.int().check(z.positive()),
  created_at: isoDateSchema,
  /** What was bought; the site shows the first entry as the transaction's product. */
  products: z.array(productSchema),
  amount: z.int().check(z.nonnegative()),
  currency: z.string().check(z.length(3)),
  status: z.enum(TRANSACTION_STATUSES),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const subscriptionSchema = z.object({
  cheat_id: cheatIdSchema,
  /**
   * End of the paid time. While frozen the clock is stopped and this reads
   * "now + frozen_length", so a frozen subscription never looks expired.
   */
  expires_at: isoDateSchema,
  /** Seconds of remaining time captured at freeze; 0 when not frozen. */
  frozen_length: z.int().check(z.nonnegative()),
  /** Earliest moment the next freeze is allowed; null when there is no cool-down. */
  next_froze_date: z.nullable(isoDateSchema),
  /** When the last freeze ended; null if it was never unfrozen. */
  unfrozen_date: z.nullable(isoDateSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const SESSION_KINDS = ['browser', 'launcher'] as const;

/** One place the account is signed in: a browser session or a launcher's token. */
export const accountSessionSchema = z.object({
  /** Names the session in calls; never the token itself. */
  id: z.string().check(z.minLength(1)),
  kind: z.enum(SESSION_KINDS),
  /** What the browser said it was when the session began (`Firefox, Windows`); null when unknown. */
  device: z.nullable(z.string()),
  created_at: isoDateSchema,
  last_used_at: isoDateSchema,
  /** The session this call was made with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;
