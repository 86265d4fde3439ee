import { forwardRef, Fragment, type HTMLAttributes } from 'react';
import { SiteLink } from '../../layouts/Page/SiteLink';
import { LandingSection } from '../shared/LandingSection';
import * as styles from './SupportContact.css';

export interface SupportEmail {
  /** Names the channel, e.g. "Email". */
  label: string;
  address: string;
}

export interface SupportTelegram {
  /** Names the channel, e.g. "Telegram chat". */
  label: string;
  href: string;
  /** The link's visible text, e.g. "Message support" or the support account's handle. */
  linkText: string;
  /** Told to screen readers after the link text, e.g. "(opens in a new tab)". */
  newTabHint: string;
}

/** At least one of the two channels. */
type SupportChannels =
  | {
      /** Support's e-mail address, shown as a mail link. */
      email: SupportEmail;
      /** Support's Telegram chat, opened in a new tab. */
      telegram?: SupportTelegram;
    }
  | {
      /** Support's e-mail address, shown as a mail link. */
      email?: SupportEmail;
      /** Support's Telegram chat, opened in a new tab. */
      telegram: SupportTelegram;
    };

export type SupportContactProps = Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> &
  SupportChannels & {
    /** The section's `h2`, which also names the section. */
    heading: string;
    /** When and how support answers, in a sentence, above the channels. */
    text: string;
  };

/**
 * How to reach support: an e-mail address, a Telegram chat, or both.
 *
 * **Use it** for how to reach support (e-mail, Telegram) at the end of the landing page.
 *
 * **Use something else** FormError or ErrorView for errors; BotLinks for the bots.
 *
 * **Don't** hide the address in an image; it must be copyable.
 */
export const SupportContact = forwardRef<HTMLElement, SupportContactProps>(function SupportContact({ heading, text, email, telegram, ...rest }, ref) {
  return (
    <LandingSection ref={ref} heading={heading} lead={text} {...rest}>
      <ul className={styles.channels}>
        {email ? (
          <li className={styles.channel} data-channel="email">
            <span className={styles.label}>{email.label}</span>
            {/* Named by the address itself: the <wbr> breaks would otherwise split the name. */}
            <a href={`mailto:${email.address}`} className={styles.link} aria-label={email.address}>
              <AddressWithBreaks address={email.address} />
            </a>
          </li>
        ) : null}
        {telegram ? (
          <li className={styles.channel} data-channel="telegram">
            <span className={styles.label}>{telegram.label}</span>
            <SiteLink href={telegram.href} external newTabHint={telegram.newTabHint} className={styles.link}>
              {telegram.linkText}
            </SiteLink>
          </li>
        ) : null}
      </ul>
    </LandingSection>
  );
});

/**
 * An address too long for a phone breaks after the "@" or before a dot, as typographers
 * break addresses, never mid-word (`overflow-wrap: anywhere` stays the last resort).
 */
function AddressWithBreaks({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one address never change order: the index is a stable key.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
