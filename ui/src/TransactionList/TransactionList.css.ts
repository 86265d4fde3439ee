import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

// Narrow screens scroll the table sideways instead of squeezing its columns.
export const scroller = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

export const headCell = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  selectors: {
    'tr:last-child > &': { borderBlockEnd: 0 },
  },
});

export const dateCell = style({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const amountCell = style({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'center',
});

export const endNote = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const error = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSurface,
  color: vars.color.dangerText,
});
