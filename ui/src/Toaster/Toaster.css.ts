import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../Box/sprinkles.css';
import { layers, vars } from '../theme';

/** Below the tablet breakpoint (48em), as DownloadCard writes it. */
const phone = 'screen and (max-width: 47.99em)';

const slideIn = keyframes({
  from: { opacity: 0, transform: `translateX(calc(100% + ${vars.space.md}))` },
  to: { opacity: 1, transform: 'translateX(0)' },
});

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: layers.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: `min(100vw, calc(24rem + 2 * ${vars.space.md}))`,
  maxHeight: '100vh',
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  outline: 'none',
  // The empty corner must not swallow clicks on the page under it; only toasts take the pointer
  // (also while a modal dialog has set `pointer-events: none` on <body>).
  pointerEvents: 'none',
  '@media': {
    [phone]: { padding: vars.space.xs },
  },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.xs} ${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '4px',
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  // The slide only where motion is welcome. Under reduced motion the toast is simply there:
  // the global rule cannot shorten this animation (a class outranks its universal selector),
  // and a 200 ms slide from opacity 0 is what such a user would otherwise get.
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${slideIn} ${vars.motion.base} ${vars.motion.easing}` },
  },
  selectors: {
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: `transform ${vars.motion.base} ${vars.motion.easing}` },
  },
});

// A phone shows the newest toast alone: a stack covered a third of its screen. The one before
// it returns when it goes (each keeps its own timer).
globalStyle(`${toast}:not(:last-child)`, {
  '@media': { [phone]: { display: 'none' } },
});

// Colour is never the only signal: each type also has its own icon shape, and the title says it in words.
export const type = styleVariants({
  info: { background: vars.color.infoSurface, borderInlineStartColor: vars.color.infoText },
  success: { background: vars.color.successSurface, borderInlineStartColor: vars.color.successText },
  warning: { background: vars.color.warningSurface, borderInlineStartColor: vars.color.warningText },
  error: { background: vars.color.dangerSurface, borderInlineStartColor: vars.color.dangerText },
});

export const iconColor = styleVariants({
  info: { color: vars.color.infoText },
  success: { color: vars.color.successText },
  warning: { color: vars.color.warningText },
  error: { color: vars.color.dangerText },
});

export const icon = style({
  display: 'inline-flex',
  width: '1.25rem',
  height: '1.25rem',
  marginBlockStart: '0.125rem',
});

export const body = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxs' }),
  { minWidth: 0, paddingBlock: vars.space.xxs, overflowWrap: 'anywhere' },
]);

export const title = style({
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const content = style({
  fontSize: vars.fontSize.sm,
});

export const close = style({
  marginBlockStart: `calc(-1 * ${vars.space.xxs})`,
});
