import { globalStyle, style } from '@vanilla-extract/css';

/** Print, back: the screen's, not the paper's. */
export const actions = style({
  '@media': { print: { display: 'none' } },
});

// On paper the receipt is the whole page: everything else is hidden (visibility, so the receipt
// keeps its place in the tree), and its text is black whatever the screen's theme. Attribute
// selectors, short and above the kit's one-class colours.
globalStyle('body:has([data-receipt]) :not([data-receipt], [data-receipt] *)', { '@media': { print: { visibility: 'hidden' } } });
globalStyle('[data-receipt]', {
  '@media': { print: { visibility: 'visible', position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, width: '100%' } },
});
globalStyle('[data-receipt], [data-receipt] [class]', { '@media': { print: { color: '#000' } } });
