import type { ReactElement } from 'react';
import { toPlainText } from '@react-email/render';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@chameleon/contract';
import { translator } from '../messages';
import { renderHtml } from '../mail/render';
import { EmailChangedMail, EmailConfirmMail, EmailTakenMail, NewPasswordMail, ResetCodeMail, SubscriptionNoticeMail } from '../mail/mails';

// Every mail is a component of ../mail (the kit's tokens, the catalogue's texts), rendered to
// HTML and, from that HTML, to its plain-text alternative, so the two never say different things.

export interface MailText {
  subject: string;
  /** The plain-text part: every code and link the HTML part has, as text. */
  text: string;
  html: string;
  /** The language the mail is written in (its Content-Language). */
  language: Locale;
}

/** Where a mail goes out from: the user's language and the site its buttons open. */
export interface MailSite {
  locale: Locale;
  siteUrl: string;
}

async function compose(locale: Locale, subject: string, mail: ReactElement): Promise<MailText> {
  const html = await renderHtml(mail);
  return { subject, html, text: toPlainText(html), language: locale };
}

export const mailTemplates = {
  resetCode: ({ locale, siteUrl }: MailSite, email: string, login: string, code: string) =>
    compose(locale, translator(locale, 'mail')('resetCode.subject'), <ResetCodeMail locale={locale} siteUrl={siteUrl} email={email} login={login} code={code} />),
  newPassword: ({ locale, siteUrl }: MailSite, login: string, password: string) =>
    compose(locale, translator(locale, 'mail')('newPassword.subject'), <NewPasswordMail locale={locale} siteUrl={siteUrl} login={login} password={password} />),
  emailConfirm: ({ locale }: MailSite, login: string, email: string, link: string) =>
    compose(locale, translator(locale, 'mail')('emailConfirm.subject'), <EmailConfirmMail locale={locale} login={login} email={email} link={link} />),
  emailTaken: ({ locale }: MailSite, email: string) =>
    compose(locale, translator(locale, 'mail')('emailTaken.subject'), <EmailTakenMail locale={locale} email={email} />),
  emailChanged: ({ locale }: MailSite, login: string, email: string, undoLink: string) =>
    compose(locale, translator(locale, 'mail')('emailChanged.subject'), <EmailChangedMail locale={locale} login={login} email={email} undoLink={undoLink} />),
  subscriptionNotice: ({ locale }: MailSite, notice: { kind: 'endsSoon' | 'ended'; login: string; game: string; duration: string; renewLink: string }) =>
    compose(
      locale,
      notice.kind === 'ended' ? translator(locale, 'mail')('notice.ended.subject', notice) : translator(locale, 'mail')('notice.endsSoon.subject', notice),
      <SubscriptionNoticeMail locale={locale} {...notice} />,
    ),
};

/** The first language of an Accept-Language header the mails exist in; ru otherwise. */
export function mailLocale(acceptLanguage: string | undefined): Locale {
  return askedLocale(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The first language of an Accept-Language header that is one of ours; null when it names none. */
export function askedLocale(acceptLanguage: string | undefined): Locale | null {
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
  return (match?.language as Locale | undefined) ?? null;
}
