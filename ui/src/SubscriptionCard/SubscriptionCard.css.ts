import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const explanation = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  selectors: {
    // A blocked action is explained in the warning colours, with the words, not the colour, carrying it.
    '&[data-tone="warning"]': { background: vars.color.warningSurface, color: vars.color.warningText },
    '&[data-tone="info"]': { background: vars.color.infoSurface, color: vars.color.infoText },
  },
});
