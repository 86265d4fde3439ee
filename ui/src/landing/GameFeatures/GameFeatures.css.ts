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
