import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const root = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  color: vars.color.text,
});

export const icon = style({
  display: 'inline-flex',
  width: '3rem',
  height: '3rem',
  color: vars.color.textMuted,
});

export const description = style({ maxWidth: vars.size.narrow });

export const action = style({ marginTop: vars.space.xs });
