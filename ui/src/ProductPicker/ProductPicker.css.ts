import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme';

export const root = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
});

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.sm,
});

export const option = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'center',
  columnGap: vars.space.xs,
  rowGap: vars.space.xxs,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:active:not(:has(input:disabled))': { borderColor: vars.color.borderStrong, background: vars.color.secondary },
    // Selected reads from the filled radio and the thicker edge, not from colour alone.
    '&:has(input:checked)': {
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
      background: vars.color.surfaceRaised,
    },
    '&:has(input:focus-visible)': focusRing,
    '&:has(input:disabled)': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const radio = style({
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'inherit',
  selectors: {
    // The whole card shows focus; a second ring on the dot would only add noise.
    '&:focus-visible': { outline: 'none' },
  },
});

export const days = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const price = style({
  gridColumn: '2',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
