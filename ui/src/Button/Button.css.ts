import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    // A busy button is not "unavailable": it stays at full strength so the spinner reads clearly.
    '&[data-loading="true"]': { cursor: 'progress', opacity: 1 },
  },
});

// Hover, then pressed (`:active`, declared later so it wins while the pointer is down): each
// a step further from the resting fill. A disabled or busy-disabled button reacts to neither.
const enabled = ':not(:disabled):not([aria-disabled="true"])';
const hover = `&:hover${enabled}`;
const pressed = `&:active${enabled}`;

export const variant = styleVariants({
  primary: {
    background: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      [hover]: { background: vars.color.primaryHover },
      [pressed]: { background: vars.color.primaryPressed },
    },
  },
  secondary: {
    background: vars.color.secondary,
    color: vars.color.onSecondary,
    borderColor: vars.color.border,
    selectors: {
      [hover]: { background: vars.color.secondaryHover },
      [pressed]: { background: vars.color.secondaryPressed },
    },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.text,
    selectors: {
      [hover]: { background: vars.color.secondary },
      [pressed]: { background: vars.color.secondaryHover },
    },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.onDanger,
    selectors: {
      [hover]: { background: vars.color.dangerHover },
      [pressed]: { background: vars.color.dangerPressed },
    },
  },
});

export const size = styleVariants({
  sm: { minHeight: vars.size.controlSmall, paddingInline: vars.space.sm, fontSize: vars.fontSize.sm },
  md: { minHeight: vars.size.control, paddingInline: vars.space.md, fontSize: vars.fontSize.md },
  lg: { minHeight: vars.size.controlLarge, paddingInline: vars.space.lg, fontSize: vars.fontSize.lg },
});

export const fullWidth = style({ display: 'flex', width: '100%' });

// While loading the label stays in place (and in the accessible name) but unseen,
// so the button keeps its width and screen readers still hear what it does.
export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: { '[data-loading="true"] > &': { opacity: 0 } },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0 });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
