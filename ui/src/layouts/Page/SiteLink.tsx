import { forwardRef, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';
import { visuallyHidden } from '../../utils';
import * as styles from './SiteLink.css';
import { ExternalLinkIcon } from '../../icons';

/** What a router link receives: Gatsby's `Link` (and most others) take `to` instead of `href`. */
export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children?: ReactNode;
}

/** A link component the site passes in so in-app links navigate without a page load. */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default when no router is given: a plain anchor. */
export const AnchorLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function AnchorLink({ to, children, ...rest }, ref) {
  return (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  );
});

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel'> {
  /** Where the link goes: a path of the site, or a full address when `external`. */
  href: string;
  /**
   * Opens in a new tab, never through the router.
   * @default false
   */
  external?: boolean;
  /** Read after the label of an external link, e.g. "(opens in a new tab)". */
  newTabHint?: string;
  /**
   * The router's link for in-app links (Gatsby's `Link`, say).
   * @default a plain `<a>`
   */
  linkAs?: LinkComponent;
  /** The link's text. */
  children: ReactNode;
}

/**
 * One link for the whole chrome: in-app links go through the caller's router link,
 * external documents open in a new tab with the opener cut off and say so.
 */
export function SiteLink({ href, external = false, newTabHint, linkAs: Link = AnchorLink, children, className, ...rest }: SiteLinkProps) {
  if (external) {
    return (
      <a
        {...rest}
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        data-external="true"
      >
        <WithIconGlued>{children}</WithIconGlued>
        {newTabHint ? <span className={visuallyHidden}> {newTabHint}</span> : null}
      </a>
    );
  }
  return (
    <Link {...rest} to={href} className={className}>
      {children}
    </Link>
  );
}

/**
 * The icon is glued to the label's last letter by a word joiner (no line break on either side
 * of it): a wrapping label never leaves the icon alone on the next line, as an inline icon is
 * a line-break opportunity of its own. The label's text stays whole (a screen reader reads
 * the word, not its pieces), and a word longer than the line still breaks inside itself.
 */
function WithIconGlued({ children }: { children: ReactNode }) {
  return (
    <>
      <span className={styles.label}>{children}</span>
      <span className={styles.gluedIcon} aria-hidden="true">
        <ExternalLinkIcon className={styles.externalIcon} />
      </span>
    </>
  );
}
