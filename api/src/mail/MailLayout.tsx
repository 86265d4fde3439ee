import type { ReactNode } from 'react';
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { Locale } from '@chameleon/contract';
import { translator } from '../messages';
import { darkModeCss, mailStyles } from './styles';

/** Why a mail came: to an account's address, to an address entered as an account's new one, or as a subscription notification the user can switch off. */
export type MailReason = 'footer.account' | 'footer.newAddress' | 'notice.settings';

interface MailLayoutProps {
  locale: Locale;
  /** The line an inbox shows beside the subject. */
  preview: string;
  reason: MailReason;
  children: ReactNode;
}

/** One column on the kit's surface: the product's name, the message, why it came and where to ask. */
export function MailLayout({ locale, preview, reason, children }: MailLayoutProps) {
  const t = translator(locale, 'mail');
  const support = translator(locale, 'links')('support');
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        {/* As markup: React would escape the child combinator ">" of a text child. The rules are
            built from the kit's tokens only. */}
        <style dangerouslySetInnerHTML={{ __html: darkModeCss }} />
      </Head>
      <Preview>{preview}</Preview>
      <Body className="mail-body" style={mailStyles.body}>
        <Container className="mail-container" style={mailStyles.container}>
          {/* The name as text: images and SVG are off by default in most mail clients. */}
          <Text className="mail-wordmark" style={mailStyles.wordmark}>
            Chameleon
          </Text>
          {children}
          <Hr className="mail-rule" style={mailStyles.rule} />
          <Text className="mail-small" style={mailStyles.small}>
            {t(reason)}
          </Text>
          <Text className="mail-small" style={mailStyles.small}>
            {t('footer.support')}{' '}
            <Link className="mail-link" style={mailStyles.link} href={support}>
              {support}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text className="mail-text" style={mailStyles.text}>
      {children}
    </Text>
  );
}

/** The one thing the mail asks for, as a button-styled link, with the address to copy beneath. */
export function Action({ href, label, locale }: { href: string; label: string; locale: Locale }) {
  return (
    <Section style={mailStyles.action}>
      <Button className="mail-button" style={mailStyles.button} href={href}>
        {label}
      </Button>
      {/* The text part already shows the address after the button's label. */}
      <Text className="mail-small" style={mailStyles.small} data-skip-in-text="true">
        {translator(locale, 'mail')('linkFallback')}{' '}
        <Link className="mail-link" style={mailStyles.link} href={href}>
          {href}
        </Link>
      </Text>
    </Section>
  );
}

/** A code to type in: large, spaced, never a link. */
export function Code({ children }: { children: string }) {
  return (
    <Text className="mail-code" style={mailStyles.code}>
      {children}
    </Text>
  );
}
