import { BOT_LINK_CODE_LIFETIME_MINUTES, CONFIRMATION_BOTS, type BotChat, type ConfirmationBot } from '@chameleon/contract';
import { within, type AppContext, type DataContext } from '../context';
import { lockUser } from './accounts';
import { randomCode } from './secrets';

const MINUTE = 60_000;
/** Spent and lapsed link codes are kept a day (a late tap still hears "this link no longer works"), then dropped. */
const SPENT_CODES_KEPT_MS = 24 * 60 * MINUTE;

/** A chat with one of the bots: Telegram's chat id or VK's peer id, as text. */
export interface ChatRef {
  bot: ConfirmationBot;
  chatId: string;
}

/** What became of a link code a bot received. */
export type LinkRedemption = { kind: 'linked'; login: string } | { kind: 'linkExpired' } | { kind: 'unknown' };

/** The account's bots, each linked or not, in the contract's order. */
export async function listBotChats(ctx: DataContext, userId: number): Promise<BotChat[]> {
  const rows = await ctx.db.query<{ bot: ConfirmationBot; linked_at: Date }>(`select bot, linked_at from bot_chats where user_id = $1`, [userId]);
  return CONFIRMATION_BOTS.map((bot) => {
    const row = rows.find((candidate) => candidate.bot === bot);
    return { bot, linked: row !== undefined, linked_at: row?.linked_at.toISOString() ?? null };
  });
}

/**
 * The chat becomes the account's chat with that bot: the account's earlier chat with it is let
 * go, and a chat that served another account serves this one now (whoever holds the chat and
 * the code decides). Call it under the user's row lock.
 */
export async function keepChat(tx: DataContext, userId: number, chat: ChatRef): Promise<void> {
  await tx.db.query(`delete from bot_chats where user_id = $1 and bot = $2 and chat_id <> $3`, [userId, chat.bot, chat.chatId]);
  await tx.db.query(
    `insert into bot_chats (user_id, bot, chat_id, linked_at) values ($1, $2, $3, $4)
     on conflict (bot, chat_id) do update set user_id = excluded.user_id, linked_at = excluded.linked_at`,
    [userId, chat.bot, chat.chatId, tx.now()],
  );
}

/**
 * A new link code for `bot`; the account's earlier codes for it stop working, so at most one
 * link is live per account and bot.
 */
export async function issueLinkCode(ctx: AppContext, userId: number, bot: ConfirmationBot) {
  const code = randomCode(10);
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + BOT_LINK_CODE_LIFETIME_MINUTES * MINUTE);
  await ctx.db.transaction(async (tx) => {
    await tx.query(`update bot_link_codes set used_at = $3 where user_id = $1 and bot = $2 and used_at is null`, [userId, bot, now]);
    await tx.query(`delete from bot_link_codes where user_id = $1 and expires_at < $2`, [userId, new Date(now.getTime() - SPENT_CODES_KEPT_MS)]);
    await tx.query(`insert into bot_link_codes (code, user_id, bot, created_at, expires_at) values ($1, $2, $3, $4, $5)`, [code, userId, bot, now, expiresAt]);
  });
  return { bot, code, bot_url: ctx.settings.bots[bot], expires_at: expiresAt.toISOString() };
}

/**
 * A bot received `code` (normalised by the contract's field) in `chat`: the code's account gets
 * that chat. One conditional update spends the code, so two chats racing with it link one.
 * A code issued for the other bot is unknown here.
 */
export async function redeemLinkCode(ctx: AppContext, code: string, chat: ChatRef): Promise<LinkRedemption> {
  const now = ctx.now();
  const login = await ctx.db.transaction(async (tx) => {
    const [spent] = await tx.query<{ user_id: number }>(
      `update bot_link_codes set used_at = $2 where code = $1 and bot = $3 and used_at is null and expires_at > $2 returning user_id`,
      [code, now, chat.bot],
    );
    if (spent === undefined) return null;
    const user = await lockUser(within(tx, now), spent.user_id);
    await keepChat(within(tx, now), user.id, chat);
    return user.login;
  });
  if (login !== null) return { kind: 'linked', login };
  const [held] = await ctx.db.query(`select 1 from bot_link_codes where code = $1 and bot = $2`, [code, chat.bot]);
  return held === undefined ? { kind: 'unknown' } : { kind: 'linkExpired' };
}

/** The account lets its chat with `bot` go (settings); nothing happens when there is none. */
export async function unlinkBot(ctx: DataContext, userId: number, bot: ConfirmationBot): Promise<void> {
  await ctx.db.query(`delete from bot_chats where user_id = $1 and bot = $2`, [userId, bot]);
}

/** The chat leaves whichever account it served (`/stop`, or the user blocked the bot). */
export async function unlinkChat(ctx: DataContext, chat: ChatRef): Promise<boolean> {
  const rows = await ctx.db.query(`delete from bot_chats where bot = $1 and chat_id = $2 returning user_id`, [chat.bot, chat.chatId]);
  return rows.length > 0;
}
