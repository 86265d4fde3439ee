import { style } from '@vanilla-extract/css';
import { media } from '../../theme/media';
import { vars } from '../../theme';

export const main = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'center',
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.md,
  '@media': { [media.tablet]: { alignItems: 'center', paddingBlock: vars.space.xxl } },
});

// Tighter on phones, where every pixel of a 320 px screen goes to the form.
export const card = style({
  width: '100%',
  maxWidth: vars.size.narrow,
  padding: vars.space.md,
  '@media': { [media.tablet]: { padding: vars.space.xl, boxShadow: vars.shadow.md } },
});
