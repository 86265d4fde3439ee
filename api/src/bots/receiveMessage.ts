import { botLinkCodeField, confirmationCodeField, type Locale } from '@chameleon/contract';
import * as z from 'zod/mini';
import type { AppContext } from '../context';
import { redeemConfirmationCode, type CodeRedemption } from '../services/accounts';
import { redeemLinkCode, unlinkChat, type ChatRef, type LinkRedemption } from '../services/bot-chats';
import { mailLocale } from '../services/mail-templates';
import { botAnswers } from './messages';
import { forwardToSupport, type SupportAnswer } from './support';

/** What a bot answers, by kind; `confirmed` and `linked` carry the login they name, `supportByMail` the address. */
export type BotAnswer = CodeRedemption | LinkRedemption | SupportAnswer | { kind: 'notACode' } | { kind: 'welcome' } | { kind: 'stopped' };

/**
 * The one path every bot takes (Telegram, VK, the development stand-in): a user's text,
 * `/start <code>`'s payload included, is read as a confirmation code (the same field rule as
 * POST /v2/bot/confirm) or as a code that links the chat to an account; `/stop` lets the chat
 * go. Anything else is a message for support.
 */
export async function receiveText(ctx: AppContext, text: string, chat: ChatRef): Promise<BotAnswer> {
  // A sticker or a photo comes with no text (VK): nothing to read, nothing to forward.
  if (text.trim() === '') return { kind: 'notACode' };
  if (/^\s*\/stop(?:@\w+)?\s*$/i.test(text)) {
    await unlinkChat(ctx, chat);
    return { kind: 'stopped' };
  }
  // Anything longer than a code with some space cannot be one.
  if (text.length <= 64) {
    const confirmationCode = z.safeParse(confirmationCodeField, text);
    if (confirmationCode.success) return redeemConfirmationCode(ctx, confirmationCode.data, chat.bot, chat);
    const linkCode = z.safeParse(botLinkCodeField, text);
    if (linkCode.success) return redeemLinkCode(ctx, linkCode.data, chat);
  }
  try {
    return await forwardToSupport(ctx, chat, text);
  } catch {
    // The support chat is out of reach: the user still gets the address, and the update is acknowledged.
    return { kind: 'supportByMail', email: ctx.settings.supportEmail };
  }
}

/** The answer's text in the user's language (an IETF tag such as Telegram's `en-GB`). */
export function answerText(answer: BotAnswer, locale: Locale): string {
  return botAnswers[locale][answer.kind]('login' in answer ? answer.login : 'email' in answer ? answer.email : '');
}

/** The language a bot answers in: the user's own when the site has it, else the site's default. */
export function botLocale(languageTag: string | undefined): Locale {
  return mailLocale(languageTag);
}
