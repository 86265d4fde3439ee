import type { AnchorHTMLAttributes, ComponentType } from 'react';

/** What a link component receives: the props of `<a>`, with `href` always set. */
export type LandingLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * The component that renders in-app links (a router link wrapped to take `href`), so
 * sections stay free of any router. Plain `<a>` when none is given.
 */
export type LandingLinkComponent = 'a' | ComponentType<LandingLinkProps>;

/** A call to action: its visible label and where it goes. */
export interface LandingAction {
  label: string;
  href: string;
}
