import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media';
import { vars } from '../../theme';

export const main = style({
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  '@media': { [media.tablet]: { paddingBlock: vars.space.xxl, paddingInline: vars.space.lg } },
});

export const column = style({
  width: '100%',
  maxWidth: vars.size.content,
  marginInline: 'auto',
});
