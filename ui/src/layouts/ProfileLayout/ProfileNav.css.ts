import { style } from '@vanilla-extract/css';
import { media } from '../Page/media';
import { vars } from '../../theme';

export const root = style({ width: '100%' });

export const list = style({
  display: 'flex',
  gap: vars.space.xxs,
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space.xs,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  scrollSnapType: 'x proximity',
  '@media': {
    [media.tablet]: {
      flexDirection: 'column',
      paddingInline: 0,
      overflowX: 'visible',
    },
  },
});

export const entry = style({ flexShrink: 0, scrollSnapAlign: 'center' });

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  // Tabs mark the current one with an underline; sidebar entries with a filled row.
  boxShadow: 'inset 0 -2px 0 transparent',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.text, boxShadow: `inset 0 -3px 0 ${vars.color.primary}` },
  },
  '@media': {
    [media.tablet]: {
      borderRadius: vars.radius.sm,
      selectors: {
        '&:hover': { background: vars.color.secondary },
        '&[aria-current="page"]': { background: vars.color.secondary, boxShadow: `inset 3px 0 0 ${vars.color.primary}` },
      },
    },
  },
});
