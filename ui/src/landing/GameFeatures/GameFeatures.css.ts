import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { media } from '../../theme/media';
import { cardGap, columnsFrom, equalColumns } from '../shared/grid';

export const grid = style(columnsFrom(media.tablet, cardGap, { gridTemplateColumns: equalColumns(2) }));

export const tagline = style({
  margin: 0,
  marginBlockStart: `calc(-1 * ${vars.space.xs})`,
  color: vars.color.textMuted,
});

export const features = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const feature = style({
  position: 'relative',
  paddingInlineStart: vars.space.xl,
  overflowWrap: 'break-word',
  selectors: {
    // A tick drawn from two borders: no icon font, no image request.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: vars.space.xxs,
      insetBlockStart: '0.2em',
      width: '0.45em',
      height: '0.8em',
      borderInlineEnd: `3px solid ${vars.color.primary}`,
      borderBlockEnd: `3px solid ${vars.color.primary}`,
      transform: 'rotate(45deg)',
    },
  },
});

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
