import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@chameleon/ui';

export const receipt = style({});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

export const row = style({ minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, color: vars.color.text, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });

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
