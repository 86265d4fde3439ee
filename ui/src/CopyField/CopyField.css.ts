import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const input = style({
  fontFamily: vars.font.mono,
  letterSpacing: '0.04em',
});

export const button = style({ marginInlineEnd: vars.space.xxs });
