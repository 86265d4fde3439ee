import { breakpoints } from './tokens';

/** The media query of each breakpoint, for a style's `'@media'` block. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet})`,
  desktop: `screen and (min-width: ${breakpoints.desktop})`,
} as const;
