import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { stepMarker } from '../shared/stepMarker';
import { media } from '../../theme/media';
import { columnsFrom, equalColumns } from '../shared/grid';

export const body = style(columnsFrom(media.tablet, vars.space.xl, { gridTemplateColumns: equalColumns(2), alignItems: 'start' }));

export const get = style({
  minWidth: 0,
});

export const meta = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const metaItem = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

// On phones the download spans the card and takes the body size, so "Launcher
// herunterladen" stays on one line inside its button at 320 px; from tablets it is large.
export const download = style({
  maxWidth: '100%',
  '@media': {
    'screen and (max-width: 47.99em)': {
      width: '100%',
      fontSize: vars.fontSize.md,
      paddingInline: vars.space.sm,
    },
  },
});

export const stepsHeading = style({
  marginBlockEnd: vars.space.sm,
});

export const steps = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'download-step',
});

export const step = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  counterIncrement: 'download-step',
  overflowWrap: 'break-word',
  selectors: {
    '&::before': stepMarker('download-step'),
  },
});
