import { style } from '@vanilla-extract/css';
import { vars } from '@chameleon/ui';

export const aside = style({
  marginBlockStart: vars.space.lg,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const link = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.medium,
  textUnderlineOffset: '0.2em',
});
