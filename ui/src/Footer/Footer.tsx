import { forwardRef, useId } from 'react';
import { AnchorLink, SiteLink, type LinkComponent } from '../layouts/Page/SiteLink';
import { Stack } from '../Stack';
import { cx } from '../utils';
import * as styles from './Footer.css';

export interface FooterLink {
  id: string;
  label: string;
  href: string;
  external?: boolean;
}

/** A policy document: always hosted outside the site, so always opened in a new tab. */
export interface FooterDocument {
  id: string;
  label: string;
  href: string;
}

export interface FooterProps {
  /** The site's own pages, under a visible title (e.g. "Navigation"). */
  navigation: { label: string; links: readonly FooterLink[] };
  /** Terms of use, privacy policy, data processing. */
  documents: { label: string; links: readonly FooterDocument[] };
  /** Where a card payer cancels a subscription at the payment provider. */
  cancelSubscription?: { text: string; label: string; href: string };
  /** The full line, year included, e.g. "© 2026 Chameleon. All rights reserved." */
  copyright: string;
  /** Read after every external link, e.g. "(opens in a new tab)". */
  newTabHint: string;
  /**
   * The link component for the site's own pages (Gatsby's `Link`, say); external links stay plain `<a>`.
   * @default a plain `<a>`
   */
  linkAs?: LinkComponent;
  className?: string;
}

/** One titled list of links: the nav's name is its visible title. */
function LinkGroup({ label, links, newTabHint, linkAs }: { label: string; links: readonly FooterLink[]; newTabHint: string; linkAs: LinkComponent }) {
  const titleId = useId();
  return (
    <Stack as="nav" space="xs" align="start" aria-labelledby={titleId}>
      <p id={titleId} className={styles.groupTitle}>
        {label}
      </p>
      <Stack as="ul" space="xxs" className={styles.list}>
        {links.map((link) => (
          <li key={link.id}>
            <SiteLink href={link.href} external={link.external} newTabHint={newTabHint} linkAs={linkAs} className={styles.link}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * **Use it** once per page at its end: navigation, documents, subscription cancellation, copyright.
 *
 * **Use something else** the Header for the primary navigation.
 *
 * **Don't** put primary actions here.
 */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer({ navigation, documents, cancelSubscription, copyright, newTabHint, linkAs = AnchorLink, className }, ref) {
  return (
    <footer ref={ref} className={cx(styles.root, className)}>
      <Stack space="xl" className={styles.inner}>
        <div className={styles.groups}>
          <LinkGroup label={navigation.label} links={navigation.links} newTabHint={newTabHint} linkAs={linkAs} />
          <LinkGroup label={documents.label} links={documents.links.map((document) => ({ ...document, external: true }))} newTabHint={newTabHint} linkAs={linkAs} />
          {cancelSubscription ? (
            <Stack space="xs" align="start">
              <p className={styles.note}>{cancelSubscription.text}</p>
              <SiteLink href={cancelSubscription.href} external newTabHint={newTabHint} className={styles.link}>
                {cancelSubscription.label}
              </SiteLink>
            </Stack>
          ) : null}
        </div>
        <p className={styles.copyright}>{copyright}</p>
      </Stack>
    </footer>
  );
});
