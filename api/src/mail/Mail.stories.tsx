import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { LOCALES, type Locale } from '@chameleon/contract';
import { localeOf } from '../../../.storybook/i18n';
import { vars } from '../../../ui/src/theme';
import { renderHtml } from './render';
import { durationText, gameName } from '../notifications/notices';
import { EmailChangedMail, EmailConfirmMail, EmailTakenMail, NewPasswordMail, ResetCodeMail, SubscriptionNoticeMail } from './mails';

// Every mail and bot answer, as the API sends them: in the toolbar's language, and in all five
// side by side at 320 px (the narrowest phone) for the visual check and axe.

const siteUrl = 'https://chameleon-launcher.com';
const renewLink = (locale: Locale) => `${siteUrl}${locale === 'ru' ? '' : `/${locale}`}/profile/payment/?game=1&days=30`;
const link = (locale: Locale, kind: string) => `${siteUrl}${locale === 'ru' ? '' : `/${locale}`}/auth/email-change/#${kind}=Hk3v9QyTz2LwR8mN5pX7cA`;

const mails = {
  resetCode: (locale: Locale) => <ResetCodeMail locale={locale} siteUrl={siteUrl} email="anna.schmidt@example.com" login="anna_s" code="482913" />,
  newPassword: (locale: Locale) => <NewPasswordMail locale={locale} siteUrl={siteUrl} login="anna_schmidt" password="k7mq-2xvd-9tpe" />,
  emailConfirm: (locale: Locale) => <EmailConfirmMail locale={locale} login="anna_schmidt" email="anna.new@example.com" link={link(locale, 'confirm')} />,
  emailTaken: (locale: Locale) => <EmailTakenMail locale={locale} email="anna.schmidt@example.com" />,
  emailChanged: (locale: Locale) => (
    <EmailChangedMail locale={locale} login="anna_schmidt" email="anna.new@example.com" undoLink={link(locale, 'undo')} />
  ),
  subscriptionEndsSoon: (locale: Locale) => (
    <SubscriptionNoticeMail locale={locale} kind="endsSoon" login="anna_schmidt" game={gameName(locale, 'Siege Line', 'shooter')} duration={durationText(locale, 3 * 86_400)} renewLink={renewLink(locale)} />
  ),
  subscriptionEnded: (locale: Locale) => (
    <SubscriptionNoticeMail locale={locale} kind="ended" login="anna_schmidt" game={gameName(locale, 'Ancients Arena', 'strategy')} duration="" renewLink={renewLink(locale)} />
  ),
} satisfies Record<string, (locale: Locale) => ReactElement>;
type MailName = keyof typeof mails;

/**
 * A mail's HTML as a webmail shows it: its body inside the page, its own styles beside it. The
 * dark rules the mail keeps for `prefers-color-scheme: dark` follow the Theme toolbar instead,
 * so both looks are reviewed (and shot) on any machine.
 */
function MailBody({ html, dark, locale, width }: { html: string; dark: boolean; locale: Locale; width?: number }) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const css = [...doc.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');
  const darkRules = /@media \(prefers-color-scheme: dark\) \{([\s\S]*)\}\s*$/.exec(css)?.[1] ?? '';
  const scoped = darkRules.replace(/(^|,)\s*\.mail-/gm, '$1 [data-mail-scheme="dark"] .mail-');
  const body = doc.body.outerHTML.replace(/^<body/, '<div').replace(/<\/body>$/, '</div>');
  return (
    <div lang={locale} data-mail-scheme={dark ? 'dark' : 'light'} style={{ width: width ?? '100%' }}>
      <style>{scoped}</style>
      {/* The API's own rendering of the catalogue: nothing here comes from a user. */}
      <div dangerouslySetInnerHTML={{ __html: body }} />
    </div>
  );
}

interface MailArgs {
  mail: MailName;
}

const meta = {
  title: 'Mail/Mails',
  parameters: { layout: 'fullscreen' },
  args: { mail: 'resetCode' },
  argTypes: { mail: { control: 'select', options: Object.keys(mails) } },
  loaders: [
    async ({ args, globals }) => {
      const { mail } = args as MailArgs;
      const entries = await Promise.all(LOCALES.map(async (locale) => [locale, await renderHtml(mails[mail](locale))] as const));
      return { html: Object.fromEntries(entries) as Record<Locale, string>, locale: localeOf(globals), dark: globals.theme === 'dark' };
    },
  ],
  render: (_args, { loaded }) => {
    const { html, locale, dark } = loaded as { html: Record<Locale, string>; locale: Locale; dark: boolean };
    return <MailBody html={html[locale]} dark={dark} locale={locale} />;
  },
} satisfies Meta<MailArgs>;

export default meta;
type Story = StoryObj<MailArgs>;

/** Each language in a column as narrow as the narrowest phone: the layout must hold at 320 px. */
const everyLanguage: Story['render'] = (_args, { loaded }) => {
  const { html, dark } = loaded as { html: Record<Locale, string>; dark: boolean };
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-start' }}>
      {LOCALES.map((locale) => (
        <MailBody key={locale} html={html[locale]} dark={dark} locale={locale} width={320} />
      ))}
    </div>
  );
};

export const ResetCode: Story = { args: { mail: 'resetCode' } };
export const ResetCodeEveryLanguage: Story = { args: { mail: 'resetCode' }, render: everyLanguage };
export const NewPassword: Story = { args: { mail: 'newPassword' } };
export const NewPasswordEveryLanguage: Story = { args: { mail: 'newPassword' }, render: everyLanguage };
export const EmailConfirm: Story = { args: { mail: 'emailConfirm' } };
export const EmailConfirmEveryLanguage: Story = { args: { mail: 'emailConfirm' }, render: everyLanguage };
export const EmailTaken: Story = { args: { mail: 'emailTaken' } };
export const EmailTakenEveryLanguage: Story = { args: { mail: 'emailTaken' }, render: everyLanguage };
export const EmailChanged: Story = { args: { mail: 'emailChanged' } };
export const EmailChangedEveryLanguage: Story = { args: { mail: 'emailChanged' }, render: everyLanguage };
export const SubscriptionEndsSoon: Story = { args: { mail: 'subscriptionEndsSoon' } };
export const SubscriptionEndsSoonEveryLanguage: Story = { args: { mail: 'subscriptionEndsSoon' }, render: everyLanguage };
export const SubscriptionEnded: Story = { args: { mail: 'subscriptionEnded' } };
export const SubscriptionEndedEveryLanguage: Story = { args: { mail: 'subscriptionEnded' }, render: everyLanguage };
