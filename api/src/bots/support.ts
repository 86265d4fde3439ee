import { Api } from 'grammy';
import type { AppContext } from '../context';
import type { ChatRef } from '../services/bot-chats';
import { sendVkMessage } from './vk';

// Support through the bots: a user's message that is no code goes to the support chat (a
// Telegram group of agents) with who sent it, and an agent's reply to it there goes back to
// the user through the bot the message came from.

export type SupportAnswer = { kind: 'forwarded' } | { kind: 'supportByMail'; email: string };

const telegramApi = (ctx: AppContext) => {
  const telegram = ctx.settings.integrations?.telegram;
  return telegram ? new Api(telegram.token, { apiRoot: telegram.apiRoot }) : null;
};

/** Forwards `text` from `chat` to the support chat; without one, the user is told the support address. */
export async function forwardToSupport(ctx: AppContext, chat: ChatRef, text: string): Promise<SupportAnswer> {
  const supportChat = ctx.settings.integrations?.telegram?.supportChat ?? null;
  const api = telegramApi(ctx);
  if (supportChat === null || api === null) return { kind: 'supportByMail', email: ctx.settings.supportEmail };
  const [owner] = await ctx.db.query<{ login: string }>(
    `select u.login from bot_chats b join users u on u.id = b.user_id where b.bot = $1 and b.chat_id = $2`,
    [chat.bot, chat.chatId],
  );
  // Plain text (no parse mode): nothing the user wrote can format or link anything.
  const who = owner === undefined ? `${chat.bot} chat ${chat.chatId} (not linked)` : `${owner.login} (${chat.bot})`;
  const sent = await api.sendMessage(supportChat, `${who}:\n${text}`);
  await ctx.db.query(`insert into support_threads (support_message_id, bot, chat_id, created_at) values ($1, $2, $3, $4) on conflict do nothing`, [
    sent.message_id,
    chat.bot,
    chat.chatId,
    ctx.now(),
  ]);
  return { kind: 'forwarded' };
}

/**
 * A message in the support chat: when it replies to a forwarded message, its text goes to that
 * user's chat through the same bot. Anything else there (agents talking) is left alone.
 */
export async function relaySupportReply(ctx: AppContext, supportChatId: string, repliedTo: number | undefined, text: string): Promise<boolean> {
  const supportChat = ctx.settings.integrations?.telegram?.supportChat ?? null;
  if (supportChat === null || supportChatId !== supportChat || repliedTo === undefined) return false;
  const [thread] = await ctx.db.query<{ bot: 'telegram' | 'vk'; chat_id: string }>(`select bot, chat_id from support_threads where support_message_id = $1`, [repliedTo]);
  if (thread === undefined) return false;
  const vk = ctx.settings.integrations?.vk;
  if (thread.bot === 'vk') {
    if (!vk) return false;
    await sendVkMessage(vk, Number(thread.chat_id), text);
  } else {
    await telegramApi(ctx)?.sendMessage(thread.chat_id, text);
  }
  return true;
}
