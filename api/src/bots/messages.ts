import { BOT_LINK_CODE_LIFETIME_MINUTES, CONFIRMATION_CODE_LIFETIME_HOURS, LOCALES, type Locale } from '@chameleon/contract';
import { translator } from '../messages';
import type { BotAnswer } from './receiveMessage';

// The bots' answers are catalogue messages (locales/<language>/bot.json) in the site's house
// style; the confirmed and linked answers name the login, the confirmed one also the button of
// the confirmation page as the site names it.

/** Each answer takes the one value it names: a login, or the support address. */
type Answers = Record<BotAnswer['kind'], (value: string) => string>;

function answersIn(locale: Locale): Answers {
  const t = translator(locale, 'bot');
  const duration = translator(locale, 'mail');
  const hours = duration('duration.hours', { count: CONFIRMATION_CODE_LIFETIME_HOURS });
  const minutes = duration('duration.minutes', { count: BOT_LINK_CODE_LIFETIME_MINUTES });
  return {
    confirmed: (login) => t('confirmed', { login }),
    used: () => t('used'),
    expired: () => t('expired', { duration: hours }),
    unknown: () => t('unknown'),
    notACode: () => t('notACode'),
    welcome: () => t('welcome'),
    linked: (login) => t('linked', { login }),
    linkExpired: () => t('linkExpired', { duration: minutes }),
    stopped: () => t('stopped'),
    forwarded: () => t('forwarded'),
    supportByMail: (email) => t('supportByMail', { email }),
  };
}

export const botAnswers = Object.fromEntries(LOCALES.map((locale) => [locale, answersIn(locale)])) as Record<Locale, Answers>;
