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
  // A label longer than the room it gets (German in a narrow column) wraps inside the button,
  // centred, rather than spilling over its neighbour; an unbroken word breaks where it must.
  maxWidth: '100%',
  textAlign: 'center',
  overflowWrap: 'anywhere',
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

/** A resting fill, its text colour and the two fills it steps to on hover and press. */
function fill(background: string, color: string, hovered: string, pressedFill: string) {
  return { background, color, selectors: { [hover]: { background: hovered }, [pressed]: { background: pressedFill } } };
}

export const variant = styleVariants({
  primary: fill(vars.color.primary, vars.color.onPrimary, vars.color.primaryHover, vars.color.primaryPressed),
  secondary: { ...fill(vars.color.secondary, vars.color.onSecondary, vars.color.secondaryHover, vars.color.secondaryPressed), borderColor: vars.color.border },
  ghost: fill('transparent', vars.color.text, vars.color.secondary, vars.color.secondaryHover),
  danger: fill(vars.color.danger, vars.color.onDanger, vars.color.dangerHover, vars.color.dangerPressed),
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
