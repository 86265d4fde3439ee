import * as z from 'zod/mini';
import { DEFAULT_SHOPPING_AREA } from '../constants';

// The entities as spec section 3 names them, read tolerantly: a key the spec names is
// required (with the few exceptions the spec itself allows to be absent); every other key is
// optional with the fallback written beside it, or `undefined` where the screen has its own
// fallback (docs/decisions/0010-the-site-reads-the-spec.md). Unknown keys are dropped, unknown
// values of open sets (a type, a status) are kept as they came. Malformed optional values fall
// back instead of failing the whole reply: one odd field must not sign a user out.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * An ISO 8601 instant with any offset (`Z`, `+03:00`, `+0300`), normalised to UTC
 * (`2026-11-21T07:00:00.000Z`) so the site compares and formats one form.
 */
export const instantSchema = z.pipe(
  z.string().check(
    z.regex(ISO_DATE),
    z.refine((value) => !Number.isNaN(Date.parse(value))),
  ),
  z.transform((value) => new Date(value).toISOString()),
);

/** An optional value: absent, null or malformed all read as `fallback`. */
export const optional = <T extends z.ZodMiniType, F>(schema: T, fallback: F) =>
  (fallback === undefined ? z.catch(z.optional(schema), undefined) : z.catch(schema, fallback as never)) as unknown as z.ZodMiniType<
    z.output<T> | F,
    unknown
  >;

/** Ids and counts are numbers; the spec does not say integers. */
const idSchema = z.number().check(z.refine(Number.isFinite));

export const userSchema = z.object({
  login: z.string(),
  email: z.string(),
  /** The registration date (spec: "created date"); a user without one shows none. */
  created_at: optional(instantSchema, null),
  /** Not in the spec: whether a bot confirmed the account; null where the backend does not say. */
  confirmed: optional(z.boolean(), null),
  /** Not in the spec: an address waiting for its confirmation link; absent on a backend that changes it at once. */
  pending_email: optional(z.string().check(z.minLength(1)), null),
  pending_email_expires_at: optional(instantSchema, null),
});
export type User = z.infer<typeof userSchema>;

export const cheatSchema = z.object({
  id: idSchema,
  /** Not in the spec: the reference API sends the game's name; without it the site names the game by id. */
  game: optional(z.string().check(z.trim(), z.minLength(1)), null),
  /** Not in the spec: the reference API's genre (`shooter`, `strategy`); another value is not shown. */
  genre: optional(z.string().check(z.minLength(1)), null),
});
export type Cheat = z.infer<typeof cheatSchema>;

export const PRODUCT_TYPE_SUBSCRIPTION = 'subscription';

export const productSchema = z.object({
  cheat_id: idSchema,
  /** `subscription` is the one type the site sells; other values are kept and not offered. */
  type: z.string(),
  /** Spec: fallback `global`. */
  shopping_area: optional(z.string().check(z.minLength(1)), DEFAULT_SHOPPING_AREA),
  params: z.object({ days: z.number().check(z.positive()) }),
  /** Not in the spec: the price in the currency's minor unit; without it the site shows the days only. */
  price: optional(z.number().check(z.nonnegative()), null),
  currency: optional(z.string().check(z.regex(/^[A-Za-z]{3}$/)), null),
});
export type Product = z.infer<typeof productSchema>;

/** A product as a transaction carries it: nothing about it is required. */
export const transactionProductSchema = z.object({
  cheat_id: optional(idSchema, null),
  type: optional(z.string(), null),
  params: optional(z.object({ days: optional(z.number().check(z.positive()), null) }), { days: null } as { days: number | null }),
});
export type TransactionProduct = z.infer<typeof transactionProductSchema>;
const emptyTransactionProduct: TransactionProduct = { cheat_id: null, type: null, params: { days: null } };

export const transactionSchema = z.object({
  /** Spec: "the first becomes product". An entry that is not a product object reads as an empty one. */
  products: optional(z.array(z.catch(transactionProductSchema, emptyTransactionProduct)), [] as TransactionProduct[]),
  id: optional(z.union([idSchema, z.string()]), null),
  created_at: optional(instantSchema, null),
  amount: optional(z.number(), null),
  currency: optional(z.string().check(z.regex(/^[A-Za-z]{3}$/)), null),
  /** Kept as sent: the site translates the statuses it knows and shows any other neutrally. */
  status: optional(z.string().check(z.minLength(1)), null),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const subscriptionSchema = z.object({
  cheat_id: idSchema,
  expires_at: instantSchema,
  /** Seconds kept at freeze; absent reads as 0 (not frozen). */
  frozen_length: optional(z.number().check(z.nonnegative()), 0),
  /** Spec: freezing is allowed when this is absent or not in the future. */
  next_froze_date: optional(instantSchema, null),
  unfrozen_date: optional(instantSchema, null),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Not in the spec: one place the account is signed in (the reference API's sessions call). */
export const accountSessionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** `browser` or `launcher`; another value is shown as a browser would be. */
  kind: optional(z.string(), 'browser'),
  device: optional(z.string().check(z.maxLength(200)), null),
  created_at: optional(instantSchema, null),
  last_used_at: optional(instantSchema, null),
  current: optional(z.boolean(), false),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** Not in the spec: one of the account's bot chats (the reference API's bots call). */
export const botChatSchema = z.object({
  bot: z.string().check(z.minLength(1)),
  linked: optional(z.boolean(), false),
  linked_at: optional(instantSchema, null),
});
export type BotChat = z.infer<typeof botChatSchema>;

/** Not in the spec: a channel of subscription notifications (the reference API's notifications call). */
export const notificationChannelSchema = z.object({
  channel: z.string().check(z.minLength(1)),
  linked: optional(z.boolean(), false),
  enabled: optional(z.boolean(), false),
});
export type NotificationChannelState = z.infer<typeof notificationChannelSchema>;
