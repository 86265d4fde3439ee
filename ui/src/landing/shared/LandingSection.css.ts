import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

// Sections do not pad the page sides: gutters belong to the layout that places them.
export const root = style({
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  '@media': { '(min-width: 48em)': { paddingBlock: vars.space.xxl } },
});

export const header = style({
  display: 'grid',
  gap: vars.space.xs,
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
  '@media': { '(min-width: 48em)': { fontSize: vars.fontSize.xxl } },
});

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
});
