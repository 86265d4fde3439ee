import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const root = style({
  display: 'flex',
  minHeight: '100vh',
  '@supports': { '(min-height: 100dvh)': { minHeight: '100dvh' } },
  background: vars.color.background,
  color: vars.color.text,
});

export const main = style({
  justifyContent: 'center',
  width: '100%',
  padding: vars.space.md,
});
