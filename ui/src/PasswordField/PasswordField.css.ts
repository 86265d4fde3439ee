import { style } from '@vanilla-extract/css';
import { vars } from '../theme';
import { iconSizes } from '../icons/sizes';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: vars.color.text, background: vars.color.secondary },
    '&:active:not(:disabled)': { color: vars.color.text, background: vars.color.secondaryHover },
    '&[aria-pressed="true"]': { color: vars.color.text },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const toggleIcon = style({ width: iconSizes.md, height: iconSizes.md });
