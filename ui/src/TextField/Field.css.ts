import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

// Inline flow, not flex: when a long label wraps (French, German at 320 px) the asterisk follows
// its last word instead of drifting to the far edge. The row's own font size is the label's, so
// its line box is as tall as the label's line.
export const labelRow = style({ fontSize: vars.fontSize.sm });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const requiredMarker = style({
  marginInlineStart: vars.space.xxs,
  fontSize: vars.fontSize.sm,
  color: vars.color.dangerText,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.dangerText,
});

export const errorIcon = style({ flexShrink: 0, width: '1em', height: '1em', marginTop: '0.2em' });

// The box is drawn on a wrapper, not the input, so trailing controls (the password
// toggle) sit inside the same border and the focus ring wraps both.
export const control = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  background: vars.color.field,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    '&:focus-within': focusRing,
    '[data-invalid="true"] > &': { borderColor: vars.color.dangerText },
    // Marked invalid by an error of the whole form (a wrong login and password pair).
    '&:has(> input[aria-invalid="true"])': { borderColor: vars.color.dangerText },
    '[data-disabled="true"] > &': { opacity: 0.55, cursor: 'not-allowed', background: vars.color.surfaceSunken },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: {
    // The wrapper shows focus for the whole control.
    '&:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const trailing = style({
  display: 'flex',
  alignItems: 'center',
  paddingInlineEnd: vars.space.xxs,
});
