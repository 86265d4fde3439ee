import { globalStyle, style } from '@vanilla-extract/css';

/** The header bar's fixed height (ui Header's `barHeight`). */
const headerHeight = '4rem';

// A wrapper that takes no part in the layout: it only scopes the rule below.
export const frame = style({ display: 'contents' });

// While the session loads, `<main>` holds only a spinner: without a floor the footer sits in the
// viewport and jumps down when the screen arrives (profile CLS). At least one screen tall, the
// footer starts below the fold whatever the screen's height.
globalStyle(`${frame} main`, {
  // `dvh` where supported (mobile toolbars), `vh` as the fallback.
  minHeight: [`calc(100vh - ${headerHeight})`, `calc(100dvh - ${headerHeight})`],
});

