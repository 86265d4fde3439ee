import { style } from '@vanilla-extract/css';

// Hidden from sight but still read by screen readers (and still part of an
// accessible name), unlike `display: none` or `visibility: hidden`.
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRules);

// An element hidden only at some sizes takes `visuallyHiddenRules` inside the media or
// container query that hides it. Composing `visuallyHidden` and undoing it in a query would
// hang on the order in which two files' CSS arrives: the composed class is as specific as the
// undoing rule, so whichever stylesheet loads last wins (Storybook loads them per story).
