import { globalStyle } from '@vanilla-extract/css';
import { focusRing } from './focusRing';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
globalStyle('a', { color: vars.color.link });
globalStyle(':focus-visible', focusRing);
// Reduced motion. Transitions only smooth a change of state: made instant everywhere
// (`!important`, or a component's own `transition` shorthand would outrank `*`). Animations
// are left to each component, for the same reason they cannot be forced here: a class
// outranks `*`, and some must keep a reduced form (the spinner's slow pulse). So every
// animating component gates its movement on `prefers-reduced-motion: no-preference` or
// declares its reduced form itself; this shortening catches only unstyled leftovers.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms',
      transitionDuration: '0.01ms !important',
    },
  },
});
