import { globalStyle } from '@vanilla-extract/css';
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
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' });
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '0.01ms', transitionDuration: '0.01ms' },
  },
});
