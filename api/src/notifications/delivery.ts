import { DEFAULT_SHOPPING_AREA } from '@chameleon/contract';
import { Api } from 'grammy';
import type { AppContext } from '../context';
import { chatClosed } from '../bots/chatClosed';
import { sendVkMessage } from '../bots/vk';
import { unlinkChat } from '../services/bot-chats';
import { mailTemplates } from '../services/mail-templates';
import { botNoticeText, durationText, gameName, noticeLink, userLocale, type NoticeChannel, type NoticeFacts, type NoticeKind } from './notices';

/**
 * `sent`: it went out now. `done`: nothing to do (sent or given up before: a retried or repeated
 * job). `dropped`: it can never go out (the chat was let go or blocked, the switch is off, no
 * bot is configured), and is recorded so.
 */
export type DeliveryOutcome = 'sent' | 'done' | 'dropped';

interface NoticeRow {
  id: string;
  user_id: number;
  kind: NoticeKind;
  cheat_id: number;
  occasion: string;
  channel: NoticeChannel;
}

interface UserFacts {
  login: string;
  email: string;
  locale: string | null;
  shopping_area: string;
  notify_telegram: boolean;
  notify_vk: boolean;
  notify_email: boolean;
  game: string;
  genre: string;
}

/**
 * Sends notification `id` to its channel once: the row is claimed only while unsent, and marked
 * sent as soon as the channel took it. An error the channel may get over (a network fault, a
 * 5xx, SMTP refusing for now) is thrown for the queue to retry with back-off.
 */
export async function deliverNotice(ctx: AppContext, id: string): Promise<DeliveryOutcome> {
  const [row] = await ctx.db.query<NoticeRow>(
    `update notifications set attempts = attempts + 1 where id = $1 and sent_at is null and failed_at is null
     returning id::text, user_id, kind, cheat_id, occasion, channel`,
    [id],
  );
  if (row === undefined) return 'done';
  const [user] = await ctx.db.query<UserFacts>(
    `select u.login, u.email, u.locale, u.shopping_area, u.notify_telegram, u.notify_vk, u.notify_email, c.game, c.genre
     from users u, cheats c where u.id = $1 and c.id = $2`,
    [row.user_id, row.cheat_id],
  );
  if (user === undefined) return dropNotice(ctx, id, 'the account is gone');
  const facts: NoticeFacts = {
    kind: row.kind,
    channel: row.channel,
    userId: row.user_id,
    login: user.login,
    email: user.email,
    locale: userLocale(user.locale),
    cheatId: row.cheat_id,
    game: gameName(userLocale(user.locale), user.game, user.genre),
    seconds: await noticeSeconds(ctx, row),
  };
  const link = noticeLink(ctx.settings.siteUrl, facts, await renewDays(ctx, row.cheat_id, user.shopping_area));

  if (row.channel === 'email') {
    if (!user.notify_email) return dropNotice(ctx, id, 'switched off');
    const kind = row.kind === 'ended' ? 'ended' : 'endsSoon';
    const mail = await mailTemplates.subscriptionNotice(
      { locale: facts.locale, siteUrl: ctx.settings.siteUrl },
      { kind, login: user.login, game: facts.game, duration: durationText(facts.locale, facts.seconds), renewLink: link },
    );
    await ctx.mailer.send({ to: user.email, ...mail });
    return markSent(ctx, id);
  }

  if (!(row.channel === 'telegram' ? user.notify_telegram : user.notify_vk)) return dropNotice(ctx, id, 'switched off');
  const [chat] = await ctx.db.query<{ chat_id: string }>(`select chat_id from bot_chats where user_id = $1 and bot = $2`, [row.user_id, row.channel]);
  if (chat === undefined) return dropNotice(ctx, id, 'no linked chat');
  const text = botNoticeText(facts, link);
  const integrations = ctx.settings.integrations;
  const target = { bot: row.channel, chatId: chat.chat_id } as const;
  try {
    if (row.channel === 'telegram' && integrations?.telegram) {
      await new Api(integrations.telegram.token, { apiRoot: integrations.telegram.apiRoot }).sendMessage(chat.chat_id, text);
    } else if (row.channel === 'vk' && integrations?.vk) {
      await sendVkMessage(integrations.vk, Number(chat.chat_id), text);
    } else if (!ctx.settings.devPages) {
      return await dropNotice(ctx, id, `no ${row.channel} bot is configured`);
    }
  } catch (error) {
    // The user blocked the bot or closed messages: the chat leaves the account, nothing is retried.
    if (!chatClosed(error)) throw error;
    await unlinkChat(ctx, target);
    return dropNotice(ctx, id, 'the user blocked the bot');
  }
  // The development bot page shows what each chat received, through a real bot or none.
  if (ctx.settings.devPages) {
    await ctx.db.query(`insert into bot_outbox (bot, chat_id, text, created_at) values ($1, $2, $3, $4)`, [row.channel, chat.chat_id, text, ctx.now()]);
  }
  return markSent(ctx, id);
}

async function markSent(ctx: AppContext, id: string): Promise<DeliveryOutcome> {
  await ctx.db.query(`update notifications set sent_at = $2, error = null where id = $1`, [id, ctx.now()]);
  return 'sent';
}

async function dropNotice(ctx: AppContext, id: string, reason: string): Promise<DeliveryOutcome> {
  await ctx.db.query(`update notifications set failed_at = $2, error = $3 where id = $1`, [id, ctx.now(), reason]);
  return 'dropped';
}

/** The dead-letter record: the queue gave up on it after its last retry. */
export async function giveUpNotice(ctx: AppContext, id: string, error: unknown): Promise<void> {
  await ctx.db.query(`update notifications set failed_at = $2, error = $3 where id = $1 and sent_at is null`, [id, ctx.now(), String(error).slice(0, 500)]);
}

/** The time a notice speaks of: left until the end, left after an unfreeze, or bought by a payment. */
async function noticeSeconds(ctx: AppContext, row: NoticeRow): Promise<number> {
  const now = ctx.now().getTime();
  if (row.kind === 'payment_credited') {
    const [paid] = await ctx.db.query<{ days: number }>(`select p.days from payments pay join products p on p.id = pay.product_id where pay.id = $1`, [row.occasion]);
    return (paid?.days ?? 0) * 86_400;
  }
  if (row.kind === 'unfrozen') {
    const [subscription] = await ctx.db.query<{ expires_at: Date }>(`select expires_at from subscriptions where user_id = $1 and cheat_id = $2`, [row.user_id, row.cheat_id]);
    return Math.max(0, ((subscription?.expires_at.getTime() ?? now) - now) / 1000);
  }
  return Math.max(0, Number(row.occasion) - now / 1000);
}

/** The renew link's period: the product nearest a month among those on sale to the user for that game. */
async function renewDays(ctx: AppContext, cheatId: number, area: string): Promise<number> {
  const [product] = await ctx.db.query<{ days: number }>(
    `select days from products where cheat_id = $1 and (shopping_area = $2 or shopping_area = $3) order by abs(days - 30), days limit 1`,
    [cheatId, area, DEFAULT_SHOPPING_AREA],
  );
  return product?.days ?? 30;
}
