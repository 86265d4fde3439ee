import { style, styleVariants } from '@vanilla-extract/css';
import { textRoles, textSize, vars } from '../theme';

export const root = style({
  margin: 0,
  // A long German word or game name breaks inside its box instead of widening the page.
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.text,
  // The four heading roles share weight and line height; their sizes step down by level.
  fontWeight: vars.fontWeight[textRoles.h1.fontWeight],
  lineHeight: vars.lineHeight[textRoles.h1.lineHeight],
});

/** The text role a heading is drawn in (theme/tokens.ts `textRoles`). */
export const role = styleVariants({
  h1: { fontSize: textSize.h1 },
  h2: { fontSize: textSize.h2 },
  h3: { fontSize: textSize.h3 },
  h4: { fontSize: textSize.h4 },
});
