import { style } from '@vanilla-extract/css';

// Hidden from sight but still read by screen readers (and still part of an
// accessible name), unlike `display: none` or `visibility: hidden`.
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** Undoes `visuallyHidden` where the element is shown after all (in a media or container query). */
export const visuallyShown = {
  position: 'static',
  width: 'auto',
  height: 'auto',
  margin: 0,
  overflow: 'visible',
  clip: 'auto',
} as const;
