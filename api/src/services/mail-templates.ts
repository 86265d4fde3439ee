import {
  DEFAULT_LOCALE,
  EMAIL_CHANGE_LINK_LIFETIME_HOURS,
  EMAIL_UNDO_LINK_LIFETIME_DAYS,
  LOCALES,
  RESET_CODE_LIFETIME_MINUTES,
  type Locale,
} from '@chameleon/contract';
import { translator } from '../messages';

// Mail texts are catalogue messages (locales/<language>/mail.json) in the site's house style.

export interface MailText {
  subject: string;
  text: string;
}

type Templates<Args extends unknown[]> = Record<Locale, (...args: Args) => MailText>;

function inEveryLocale<Args extends unknown[]>(write: (locale: Locale, ...args: Args) => MailText): Templates<Args> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, (...args: Args) => write(locale, ...args)])) as Templates<Args>;
}

const lines = (...parts: string[]) => parts.join('\n');

/** Why the mail came and where to ask: every mail ends with it. */
function footer(locale: Locale, reason: 'footer.account' | 'footer.newAddress'): string {
  const t = translator(locale, 'mail');
  return lines('', '--', t(reason), t('footer.support'), translator(locale, 'links')('support'));
}

const resetCode = inEveryLocale((locale, code: string) => {
  const t = translator(locale, 'mail');
  return {
    subject: t('resetCode.subject'),
    text: lines(`${t('resetCode.lead')} ${code}`, t('resetCode.lifetime', { duration: t('duration.minutes', { count: RESET_CODE_LIFETIME_MINUTES }) }), t('resetCode.ignore'), footer(locale, 'footer.account')),
  };
});

const newPassword = inEveryLocale((locale, login: string, password: string) => {
  const t = translator(locale, 'mail');
  return {
    subject: t('newPassword.subject'),
    text: lines(t('newPassword.lead'), t('newPassword.username', { login }), t('newPassword.password', { password }), t('newPassword.next'), footer(locale, 'footer.account')),
  };
});

/** Sent to a new address: the change happens when its owner opens the link. */
const emailConfirm = inEveryLocale((locale, login: string, email: string, link: string) => {
  const t = translator(locale, 'mail');
  return {
    subject: t('emailConfirm.subject'),
    text: lines(
      t('emailConfirm.lead', { login, email }),
      t('emailConfirm.action'),
      link,
      t('emailConfirm.lifetime', { duration: t('duration.hours', { count: EMAIL_CHANGE_LINK_LIFETIME_HOURS }) }),
      t('emailConfirm.ignore'),
      footer(locale, 'footer.newAddress'),
    ),
  };
});

/** Sent to an address that another account asked for: nothing changes, and no link exists. */
const emailTaken = inEveryLocale((locale, email: string) => {
  const t = translator(locale, 'mail');
  return { subject: t('emailTaken.subject'), text: lines(t('emailTaken.lead', { email }), footer(locale, 'footer.account')) };
});

/** Sent to the address an account had before a confirmed change, with the link that undoes it. */
const emailChanged = inEveryLocale((locale, login: string, email: string, undoLink: string) => {
  const t = translator(locale, 'mail');
  return {
    subject: t('emailChanged.subject'),
    text: lines(
      t('emailChanged.lead', { login, email }),
      t('emailChanged.undo', { duration: t('duration.days', { count: EMAIL_UNDO_LINK_LIFETIME_DAYS }) }),
      t('emailChanged.action'),
      undoLink,
      footer(locale, 'footer.account'),
    ),
  };
});

export const mailTemplates = { resetCode, newPassword, emailConfirm, emailTaken, emailChanged };

/** The first language of an Accept-Language header the mails exist in; ru otherwise. */
export function mailLocale(acceptLanguage: string | undefined): Locale {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q.slice(2)) };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const match = wanted.find((entry) => (LOCALES as readonly string[]).includes(entry.language));
  return (match?.language as Locale | undefined) ?? DEFAULT_LOCALE;
}
