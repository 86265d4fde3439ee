import { globalStyle } from '@vanilla-extract/css';

// Gatsby's own route announcer reads the page too early (see pageAnnouncer.ts); hidden, it is
// out of the accessibility tree and says nothing. The site's announcer replaces it.
globalStyle('#gatsby-announcer', { display: 'none' });

// The heading focused after a move is where reading starts, not a control: no focus ring.
globalStyle('[data-page-start]:focus, [data-page-start]:focus-visible', { outline: 'none' });
