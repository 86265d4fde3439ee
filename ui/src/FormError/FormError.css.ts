import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.dangerText,
  fontSize: vars.fontSize.sm,
  selectors: {
    // It takes focus only when a caller moves it there after a failed submit.
    '&:focus': focusRing,
  },
});

export const icon = style({ flexShrink: 0, width: '1.25em', height: '1.25em' });

export const message = style({ margin: 0, overflowWrap: 'anywhere' });
