import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const root = style({
  maxWidth: vars.size.narrow,
  marginInline: 'auto',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.md,
});

export const status = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  // A status message may be one long word (German, an error code): it breaks on a phone.
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});

export const action = style({
  marginBlockStart: vars.space.xs,
});
