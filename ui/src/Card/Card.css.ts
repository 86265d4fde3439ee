import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** The surface; Stack lays its children out. */
export const root = style({
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});

