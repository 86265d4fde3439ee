import { style } from '@vanilla-extract/css';

// Story-only: lets a stress label wrap (and break an unbroken word) inside the button,
// the way a caller opts in for long labels; the Button itself keeps labels on one line.
export const wrapping = style({
  selectors: { '&&': { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'center' } },
});
