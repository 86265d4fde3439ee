import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

/** One price row: a line of body text. The loading rows are as tall, so nothing moves. */
const rowHeight = `${vars.lineHeight.normal} * ${vars.fontSize.md}`;
const rowGap = vars.space.xs;

/** While the prices load: the room of three rows, the catalogue's periods per game. */
export const reservedRows = style({ blockSize: `calc(3 * ${rowHeight} + 2 * ${rowGap})` });

export const prices = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const pricesLabel = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const priceRows = style({
  display: 'grid',
  gap: rowGap,
  margin: 0,
});

export const priceRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  lineHeight: vars.lineHeight.normal,
  fontSize: vars.fontSize.md,
});

export const price = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});
