import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';

export const root = style({
  margin: 0,
  // A long German word or game name breaks inside its box instead of widening the page.
  minWidth: 0,
  overflowWrap: 'anywhere',
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const size = styleVariants({
  md: { fontSize: vars.fontSize.md },
  lg: { fontSize: vars.fontSize.lg },
  xl: { fontSize: vars.fontSize.xl },
});
