import { botLinkCodeField, confirmationCodeField, type Locale } from '@chameleon/contract';
import * as z from 'zod/mini';
import type { AppContext } from '../context';
import { redeemConfirmationCode, type CodeRedemption } from '../services/accounts';
import { redeemLinkCode, unlinkChat, type ChatRef, type LinkRedemption } from '../services/bot-chats';
import { mailLocale } from '../services/mail-templates';
import { botAnswers } from './messages';

/** What a bot answers, by kind; `confirmed` and `linked` carry the login they name. */
export type BotAnswer = CodeRedemption | LinkRedemption | { kind: 'notACode' } | { kind: 'welcome' } | { kind: 'stopped' };

/**
 * The one path every bot takes (Telegram, VK, the development stand-in): a user's text,
 * `/start <code>`'s payload included, is read as a confirmation code (the same field rule as
 * POST /v2/bot/confirm) or as a code that links the chat to an account; `/stop` lets the chat
 * go. Anything else changes nothing and gets a hint.
 */
export async function receiveText(ctx: AppContext, text: string, chat: ChatRef): Promise<BotAnswer> {
  // A message is at most a few kilobytes; anything longer than a code with some space cannot be one.
  if (text.length > 64) return { kind: 'notACode' };
  if (/^\s*\/stop(?:@\w+)?\s*$/i.test(text)) {
    await unlinkChat(ctx, chat);
    return { kind: 'stopped' };
  }
  const confirmationCode = z.safeParse(confirmationCodeField, text);
  if (confirmationCode.success) return redeemConfirmationCode(ctx, confirmationCode.data, chat.bot, chat);
  const linkCode = z.safeParse(botLinkCodeField, text);
  if (linkCode.success) return redeemLinkCode(ctx, linkCode.data, chat);
  return { kind: 'notACode' };
}

/** The answer's text in the user's language (an IETF tag such as Telegram's `en-GB`). */
export function answerText(answer: BotAnswer, locale: Locale): string {
  return botAnswers[locale][answer.kind]('login' in answer ? answer.login : '');
}

/** The language a bot answers in: the user's own when the site has it, else the site's default. */
export function botLocale(languageTag: string | undefined): Locale {
  return mailLocale(languageTag);
}
