import { style, styleVariants } from '@vanilla-extract/css';
import { textSize, vars } from '../theme';

// A long German compound breaks at the edge rather than widen the page; unlike `anywhere`,
// `break-word` leaves the text's min-content width (and so every flex layout) alone.
export const root = style({ margin: 0, lineHeight: vars.lineHeight.normal, overflowWrap: 'break-word' });

// `md` is the body text role and `xs` the caption role (theme/tokens.ts `textRoles`).
export const size = styleVariants({
  xs: { fontSize: textSize.caption },
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: textSize.body },
  lg: { fontSize: vars.fontSize.lg },
});

export const tone = styleVariants({
  neutral: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  danger: { color: vars.color.dangerText },
});

// Regular is the body's weight: it needs no class.
export const weight = styleVariants({
  medium: { fontWeight: vars.fontWeight.medium },
  bold: { fontWeight: vars.fontWeight.bold },
});
