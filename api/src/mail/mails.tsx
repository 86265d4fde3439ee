import {
  EMAIL_CHANGE_LINK_LIFETIME_HOURS,
  EMAIL_UNDO_LINK_LIFETIME_DAYS,
  RESET_CODE_LIFETIME_MINUTES,
  type Locale,
} from '@chameleon/contract';
import { translator } from '../messages';
import { Action, Code, MailLayout, Paragraph } from './MailLayout';
import { sitePage } from './sitePage';

// Every mail the API sends, one component each; subjects are in ./index.ts with the rendering.

/** A message whose value must stay on one line (a password wraps at its hyphens otherwise). */
function unbroken(message: string, value: string) {
  const at = message.lastIndexOf(value);
  if (at < 0) return message;
  return (
    <>
      {message.slice(0, at)}
      <span style={{ whiteSpace: 'nowrap' }}>{value}</span>
      {message.slice(at + value.length)}
    </>
  );
}

interface MailProps {
  locale: Locale;
  /** The site the mail's buttons open (SITE_URL). */
  siteUrl: string;
}

/** A code to reset the password; its button opens the code step for this address, never with the code. */
export function ResetCodeMail({ locale, siteUrl, email, login, code }: MailProps & { email: string; login: string; code: string }) {
  const t = translator(locale, 'mail');
  return (
    <MailLayout locale={locale} preview={t('resetCode.lead')} reason="footer.account">
      <Paragraph>{t('resetCode.lead')}</Paragraph>
      <Code>{code}</Code>
      <Paragraph>{t('resetCode.lifetime', { duration: t('duration.minutes', { count: RESET_CODE_LIFETIME_MINUTES }) })}</Paragraph>
      <Paragraph>{t('resetCode.username', { login })}</Paragraph>
      <Action locale={locale} label={t('resetCode.action')} href={sitePage(siteUrl, locale, '/auth/restore-password/', { email })} />
      <Paragraph>{t('resetCode.ignore')}</Paragraph>
    </MailLayout>
  );
}

/** The password the server made up when the user asked for one. */
export function NewPasswordMail({ locale, siteUrl, login, password }: MailProps & { login: string; password: string }) {
  const t = translator(locale, 'mail');
  return (
    <MailLayout locale={locale} preview={t('newPassword.lead')} reason="footer.account">
      <Paragraph>{t('newPassword.lead')}</Paragraph>
      <Paragraph>{t('newPassword.username', { login })}</Paragraph>
      <Paragraph>{unbroken(t('newPassword.password', { password }), password)}</Paragraph>
      <Paragraph>{t('newPassword.next')}</Paragraph>
      <Action locale={locale} label={t('newPassword.action')} href={sitePage(siteUrl, locale, '/auth/sign-in/')} />
    </MailLayout>
  );
}

/** Sent to a new address: the change happens when its owner opens the link. */
export function EmailConfirmMail({ locale, login, email, link }: Omit<MailProps, 'siteUrl'> & { login: string; email: string; link: string }) {
  const t = translator(locale, 'mail');
  return (
    <MailLayout locale={locale} preview={t('emailConfirm.lead', { login, email })} reason="footer.newAddress">
      <Paragraph>{t('emailConfirm.lead', { login, email })}</Paragraph>
      <Action locale={locale} label={t('emailConfirm.action')} href={link} />
      <Paragraph>{t('emailConfirm.lifetime', { duration: t('duration.hours', { count: EMAIL_CHANGE_LINK_LIFETIME_HOURS }) })}</Paragraph>
      <Paragraph>{t('emailConfirm.ignore')}</Paragraph>
    </MailLayout>
  );
}

/** Sent to an address that another account asked for: nothing changes, and no link exists. */
export function EmailTakenMail({ locale, email }: Omit<MailProps, 'siteUrl'> & { email: string }) {
  const t = translator(locale, 'mail');
  return (
    <MailLayout locale={locale} preview={t('emailTaken.lead', { email })} reason="footer.account">
      <Paragraph>{t('emailTaken.lead', { email })}</Paragraph>
    </MailLayout>
  );
}

/** Sent to the address an account had before a confirmed change, with the link that undoes it. */
export function EmailChangedMail({ locale, login, email, undoLink }: Omit<MailProps, 'siteUrl'> & { login: string; email: string; undoLink: string }) {
  const t = translator(locale, 'mail');
  return (
    <MailLayout locale={locale} preview={t('emailChanged.lead', { login, email })} reason="footer.account">
      <Paragraph>{t('emailChanged.lead', { login, email })}</Paragraph>
      <Paragraph>{t('emailChanged.undo', { duration: t('duration.days', { count: EMAIL_UNDO_LINK_LIFETIME_DAYS }) })}</Paragraph>
      <Action locale={locale} label={t('emailChanged.action')} href={undoLink} />
    </MailLayout>
  );
}

/** A subscription ends soon or has ended; its button opens the payment page for that game. */
export function SubscriptionNoticeMail({ locale, kind, login, game, duration, renewLink }: { locale: Locale; kind: 'endsSoon' | 'ended'; login: string; game: string; duration: string; renewLink: string }) {
  const t = translator(locale, 'mail');
  const lead = kind === 'ended' ? t('notice.ended.lead', { login, game }) : t('notice.endsSoon.lead', { login, game, duration });
  return (
    <MailLayout locale={locale} preview={lead} reason="notice.settings">
      <Paragraph>{lead}</Paragraph>
      <Action locale={locale} label={t('notice.renew')} href={renewLink} />
    </MailLayout>
  );
}
