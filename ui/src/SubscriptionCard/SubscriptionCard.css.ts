import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
});

export const primaryFact = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
});

export const fact = style({
  margin: 0,
  color: vars.color.textMuted,
});

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

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
