import { style } from '@vanilla-extract/css';

export const root = style({
  margin: 0,
  minWidth: 0,
});
