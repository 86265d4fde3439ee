import { screen } from '@testing-library/react';

// For the layouts' tests only (not exported from the kit): the chrome they render around their
// content, and where the frame's skip link leads.

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
