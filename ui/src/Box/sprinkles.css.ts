import { createSprinkles, defineProperties, type ConditionalValue } from '@vanilla-extract/sprinkles';
import { media } from '../theme/media';
import { vars } from '../theme/theme.css';

/*
 * The kit's atomic layout classes, in Braid's shape but deliberately small: every page ships
 * the whole set in its first-load CSS, so only what the kit's layouts use is here (one class
 * per value, one per breakpoint only where a layout changes with the width).
 */
const layoutProperties = defineProperties({
  properties: {
    display: { none: 'none', block: 'block', flex: 'flex', inlineFlex: 'inline-flex' },
    alignItems: { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch', baseline: 'baseline' },
    justifyContent: { start: 'flex-start', center: 'center', end: 'flex-end', spaceBetween: 'space-between' },
    flexWrap: ['wrap'],
    gap: vars.space,
    paddingBlock: vars.space,
    paddingInline: vars.space,
    textAlign: ['center'],
    // Lets a flex or grid child shrink below its content (a long word then wraps instead).
    minWidth: { 0: '0' },
  },
  shorthands: { padding: ['paddingBlock', 'paddingInline'] },
});

const responsiveProperties = defineProperties({
  conditions: { mobile: {}, tablet: { '@media': media.tablet }, desktop: { '@media': media.desktop } },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: { flexDirection: ['row', 'column'] },
});

export const sprinkles = createSprinkles(layoutProperties, responsiveProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];

/** A step of the theme's spacing scale. */
export type Space = keyof typeof vars.space;
export type ResponsiveValue<Value extends string | number> = ConditionalValue<typeof responsiveProperties, Value>;
