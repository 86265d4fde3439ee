import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';

const shimmer = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  width: '100%',
});

export const bone = style({
  display: 'block',
  background: vars.color.skeleton,
  animation: `${shimmer} 1.6s ${vars.motion.easing} infinite`,
  '@media': {
    // The global rule only shortens animations; an endless one would then flicker.
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const shape = styleVariants({
  line: { borderRadius: vars.radius.sm },
  block: { borderRadius: vars.radius.md },
  circle: { borderRadius: '50%' },
});
