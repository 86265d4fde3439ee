import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.4 } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'inherit',
  verticalAlign: 'middle',
});

export const ring = style({
  display: 'block',
  borderRadius: '50%',
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    // Rotation is motion; a slow fade still says "working" without it. Standing still, an
    // open arc reads as the letter "C", so the whole ring is drawn, dotted like a dial.
    '(prefers-reduced-motion: reduce)': {
      borderStyle: 'dotted',
      borderRightColor: 'currentColor',
      animation: `${pulse} 2s ${vars.motion.easing} infinite`,
    },
  },
});

export const size = styleVariants({
  sm: { width: '1rem', height: '1rem', borderWidth: '2px' },
  md: { width: '1.5rem', height: '1.5rem', borderWidth: '3px' },
  lg: { width: '2.5rem', height: '2.5rem', borderWidth: '4px' },
});
