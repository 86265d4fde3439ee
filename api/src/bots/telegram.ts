import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Bot, webhookCallback, type Context } from 'grammy';
import type { AppContext } from '../context';
import { unlinkChat, type ChatRef } from '../services/bot-chats';
import { chatClosed } from './chatClosed';
import { relaySupportReply } from './support';
import { answerText, botLocale, receiveText, type BotAnswer } from './receiveMessage';
import type { TelegramSettings } from './settings';

export const TELEGRAM_WEBHOOK_PATH = '/bots/telegram';

/**
 * The Telegram bot on grammY, fed by Telegram's webhook. grammY checks the
 * `X-Telegram-Bot-Api-Secret-Token` header (in constant time) before it reads the update and
 * answers 401 without it; its outgoing calls (getMe once, sendMessage) go to `apiRoot`.
 */
export function createTelegramBot(ctx: AppContext, settings: TelegramSettings, log: FastifyBaseLogger): Bot {
  const bot = new Bot(settings.token, { client: { apiRoot: settings.apiRoot } });
  const privateChats = bot.chatType('private');

  // By the time the answer is sent the code is redeemed: a failed send (the user blocked the
  // bot) must still acknowledge the update, or Telegram delivers it again and again.
  const chatOf = (chat: Context): ChatRef => ({ bot: 'telegram', chatId: String(chat.chat?.id) });
  const answer = async (chat: Context, reply: BotAnswer) => {
    try {
      await chat.reply(answerText(reply, botLocale(chat.from?.language_code)));
    } catch (error) {
      if (chatClosed(error)) await unlinkChat(ctx, chatOf(chat));
      log.warn({ err: error, bot: 'telegram' }, 'the bot could not send its answer');
    }
  };

  // https://t.me/<bot>?start=<code> arrives as "/start <code>"; a bare /start gets the greeting.
  privateChats.command('start', async (chat) => {
    const payload = typeof chat.match === 'string' ? chat.match.trim() : '';
    await answer(chat, payload === '' ? { kind: 'welcome' } : await receiveText(ctx, payload, chatOf(chat)));
  });
  privateChats.on('message:text', async (chat) => answer(chat, await receiveText(ctx, chat.message.text, chatOf(chat))));
  // In the support chat, an agent's reply to a forwarded message goes back to its user.
  bot.chatType(['group', 'supergroup']).on('message:text', async (chat) => {
    try {
      await relaySupportReply(ctx, String(chat.chat.id), chat.message.reply_to_message?.message_id, chat.message.text);
    } catch (error) {
      log.warn({ err: error, bot: 'telegram' }, 'the support reply could not be sent');
    }
  });
  // Stickers, photos, voice...: nothing to read a code from.
  privateChats.on('message', async (chat) => answer(chat, { kind: 'notACode' }));
  // Everything else (edited messages, other group messages, channel posts, callbacks) is
  // acknowledged and ignored: an edit re-sends an old message, and answering it twice would only confuse.
  return bot;
}

export function registerTelegramWebhook(app: FastifyInstance, ctx: AppContext, settings: TelegramSettings): void {
  const bot = createTelegramBot(ctx, settings, app.log);
  app.post(TELEGRAM_WEBHOOK_PATH, webhookCallback(bot, 'fastify', { secretToken: settings.webhookSecret }));
}
