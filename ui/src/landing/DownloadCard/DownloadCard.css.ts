import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { media } from '../../layouts/Page/media';

export const body = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const get = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  minWidth: 0,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
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

export const download = style({
  maxWidth: '100%',
});

export const stepsHeading = style({
  marginBlockEnd: vars.space.sm,
});

export const steps = style({
  display: 'grid',
  gap: vars.space.sm,
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
    '&::before': {
      content: 'counter(download-step)',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: '1.75rem',
      height: '1.75rem',
      borderRadius: vars.radius.pill,
      background: vars.color.secondary,
      color: vars.color.onSecondary,
      fontSize: vars.fontSize.sm,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
