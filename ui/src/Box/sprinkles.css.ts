import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from '../theme/media';
import { vars } from '../theme/theme.css';

/** A step of the theme's spacing scale that makes room between things (`none` needs no class). */
export type Space = Exclude<keyof typeof vars.space, 'none'>;
const { none: _none, ...space } = vars.space;

/*
 * The kit's atomic layout classes, in Braid's shape but deliberately small: every page ships
 * the whole set in its first-load CSS (one stylesheet for the site), so only the values the
 * kit's layouts use are here, and only the flex direction changes with the breakpoints.
 */
const layoutProperties = defineProperties({
  properties: {
    display: { none: 'none', block: 'block', flex: 'flex' },
    alignItems: { start: 'flex-start', center: 'center', end: 'flex-end', baseline: 'baseline' },
    justifyContent: { center: 'center', end: 'flex-end', spaceBetween: 'space-between' },
    flexWrap: ['wrap'],
    gap: space,
    textAlign: ['center'],
  },
});

const responsiveProperties = defineProperties({
  conditions: { mobile: {}, tablet: { '@media': media.tablet }, desktop: { '@media': media.desktop } },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: { flexDirection: ['row', 'column'] },
});

export const sprinkles = createSprinkles(layoutProperties, responsiveProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];

/** The scale's steps, for the primitives that resolve one class per step at build time. */
export const spaces = Object.keys(space) as Space[];
