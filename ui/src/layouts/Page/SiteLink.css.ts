import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const external = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const externalIcon = style({
  width: '0.875em',
  height: '0.875em',
  flexShrink: 0,
});
