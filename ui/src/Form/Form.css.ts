import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

// One gap between all direct children gives every form the same vertical rhythm.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  minWidth: 0,
});
