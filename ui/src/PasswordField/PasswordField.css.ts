import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

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

export const toggleIcon = style({ width: '1.25rem', height: '1.25rem' });
