import { style } from '@vanilla-extract/css';
import { vars } from '@chameleon/ui';

/** The game choice: a fieldset with none of the browser's frame. */
export const choice = style({ border: 'none', margin: 0, padding: 0 });

export const choiceLegend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
