import { CONFIRMATION_CODE_LIFETIME_HOURS, LOCALES, type Locale } from '@chameleon/contract';
import { translator } from '../messages';
import type { BotAnswer } from './receiveMessage';

// The bots' answers are catalogue messages (locales/<language>/bot.json) in the site's house
// style; the confirmed answer names the button of the confirmation page as the site does.

type Answers = Record<BotAnswer['kind'], (login: string) => string>;

function answersIn(locale: Locale): Answers {
  const t = translator(locale, 'bot');
  const hours = translator(locale, 'mail')('duration.hours', { count: CONFIRMATION_CODE_LIFETIME_HOURS });
  return {
    confirmed: (login) => t('confirmed', { login }),
    used: () => t('used'),
    expired: () => t('expired', { duration: hours }),
    unknown: () => t('unknown'),
    notACode: () => t('notACode'),
    welcome: () => t('welcome'),
  };
}

export const botAnswers = Object.fromEntries(LOCALES.map((locale) => [locale, answersIn(locale)])) as Record<Locale, Answers>;
