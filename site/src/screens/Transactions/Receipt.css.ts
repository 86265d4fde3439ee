import { globalStyle, style } from '@vanilla-extract/css';

export const receipt = style({});

/** Print, back: the screen's, not the paper's. */
export const actions = style({
  '@media': { print: { display: 'none' } },
});

// On paper the receipt is the whole page: the account's header, tabs and footer are hidden
// (visibility, so the receipt keeps its place in the tree), in black on white.
const printing = 'body:has([data-receipt])';
globalStyle(`${printing} *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${printing} ${receipt}, ${printing} ${receipt} *`, {
  '@media': { print: { visibility: 'visible', color: '#000', background: 'transparent', boxShadow: 'none' } },
});
globalStyle(`${printing} ${receipt}`, { '@media': { print: { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, width: '100%' } } });
