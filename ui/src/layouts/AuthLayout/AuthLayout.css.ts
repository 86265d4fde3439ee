import { style } from '@vanilla-extract/css';
import { media } from '../Page/media';
import { vars } from '../../theme';

export const main = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  '@media': { [media.tablet]: { alignItems: 'center', paddingBlock: vars.space.xxl } },
});

// On phones the card spends no width on its own border and shadow: the form gets every pixel.
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: '100%',
  maxWidth: vars.size.narrow,
  '@media': {
    [media.tablet]: {
      padding: vars.space.xl,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      background: vars.color.surface,
      boxShadow: vars.shadow.md,
    },
  },
});
