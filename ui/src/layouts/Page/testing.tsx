import { forwardRef } from 'react';
import { screen } from '@testing-library/react';
import type { LinkComponentProps } from './SiteLink';

// For the kit's tests only (not exported from the kit): the chrome the layouts' tests render
// around their content, where the frame's skip link leads, and a router link.

export const testChrome = {
  skipLinkLabel: 'Skip to main content',
  header: <header>Chameleon</header>,
  footer: <footer>© 2026 Chameleon</footer>,
};

export const skipLink = () => screen.getByRole('link', { name: testChrome.skipLinkLabel });

/** The element the skip link's `href` points at. */
export function skipLinkTarget(): Element | null {
  return document.querySelector(skipLink().getAttribute('href') ?? '');
}

/** A stand-in for the site's router link: the kit hands it `to`, and it marks what it drew. */
export const TestRouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function TestRouterLink({ to, children, ...rest }, ref) {
  return (
    <a ref={ref} href={to} data-router="true" {...rest}>
      {children}
    </a>
  );
});
