import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { media } from '../../theme/media';

// The home layout runs sections edge to edge, so each keeps its own gutters, matching
// the header's, and centres its content at the site's content width.
export const root = style({
  width: '100%',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xl,
  '@media': { [media.tablet]: { paddingInline: vars.space.lg, paddingBlock: vars.space.xxl } },
});

export const inner = style({
  maxWidth: vars.size.content,
  marginInline: 'auto',
});

export const header = style({
  maxWidth: '44rem',
  marginBlockEnd: vars.space.lg,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  // German compounds outgrow a 320 px screen; let them break rather than overflow.
  overflowWrap: 'break-word',
  hyphens: 'auto',
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});
