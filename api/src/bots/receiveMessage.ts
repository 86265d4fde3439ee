import { confirmationCodeField, type ConfirmationBot, type Locale } from '@chameleon/contract';
import * as z from 'zod/mini';
import type { AppContext } from '../context';
import { redeemConfirmationCode, type CodeRedemption } from '../services/accounts';
import { mailLocale } from '../services/mail-templates';
import { botAnswers } from './messages';

/** What a bot answers, by kind; `confirmed` carries the login it names. */
export type BotAnswer = CodeRedemption | { kind: 'notACode' } | { kind: 'welcome' };

/**
 * The one path every bot takes (Telegram, VK, the development stand-in): a user's text,
 * `/start <code>`'s payload included, is read as a confirmation code with the same field rule
 * as POST /v2/bot/confirm. Anything else changes nothing and gets a hint.
 */
export async function receiveText(ctx: AppContext, text: string, bot: ConfirmationBot): Promise<BotAnswer> {
  // A message is at most a few kilobytes; anything longer than a code with some space cannot be one.
  if (text.length > 64) return { kind: 'notACode' };
  const code = z.safeParse(confirmationCodeField, text);
  if (!code.success) return { kind: 'notACode' };
  return redeemConfirmationCode(ctx, code.data, bot);
}

/** The answer's text in the user's language (an IETF tag such as Telegram's `en-GB`). */
export function answerText(answer: BotAnswer, locale: Locale): string {
  return botAnswers[locale][answer.kind](answer.kind === 'confirmed' ? answer.login : '');
}

/** The language a bot answers in: the user's own when the site has it, else the site's default. */
export function botLocale(languageTag: string | undefined): Locale {
  return mailLocale(languageTag);
}
