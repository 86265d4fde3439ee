import { globalStyle, style } from '@vanilla-extract/css';
import { ACCOUNT_SECTION_ATTRIBUTE } from '../../app/accountSection';

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

// The static frame's Payment tab: shown only on the payment section's address (the head script
// names it before the first paint), where the app's frame has that tab from its first render.
export const paymentPageOnly = style({
  selectors: { [`html:not([${ACCOUNT_SECTION_ATTRIBUTE}="payment"]) &`]: { display: 'none' } },
});
