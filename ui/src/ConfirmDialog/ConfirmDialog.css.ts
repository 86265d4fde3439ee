import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { layers, vars } from '../theme';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, calc(-50% + 8px))' },
  to: { opacity: 1, transform: 'translate(-50%, -50%)' },
});

// Entry animations only where motion is welcome; with reduced motion the dialog is there at once.
const motionWelcome = '(prefers-reduced-motion: no-preference)';

// Above the header and its menus, below only the skip link and the toasts (theme/tokens.ts).
const dialogLayer = layers.dialog;

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: dialogLayer,
  background: vars.color.overlay,
  '@media': { [motionWelcome]: { animation: `${fadeIn} ${vars.motion.base} ${vars.motion.easing}` } },
});

export const content = style({
  position: 'fixed',
  zIndex: dialogLayer,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `min(calc(100vw - 2 * ${vars.space.md}), ${vars.size.narrow})`,
  maxHeight: `calc(100vh - 2 * ${vars.space.md})`,
  overflowY: 'auto',
  padding: vars.space.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  '@media': { [motionWelcome]: { animation: `${rise} ${vars.motion.base} ${vars.motion.easing}` } },
  selectors: {
    // The danger variant is marked on the edge too, not only on the confirm button's colour.
    '&[data-variant="danger"]': { borderTop: `4px solid ${vars.color.danger}` },
    '&:focus': { outline: 'none' },
  },
});

export const actions = style({ marginTop: vars.space.sm });

// Each button grows to fill its row: side by side they share the width, and when a long
// label (German) makes them wrap they stack as two full-width buttons, not a ragged pair.
globalStyle(`${actions} > *`, { flex: '1 1 auto' });
