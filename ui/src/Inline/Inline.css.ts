import { sprinkles, spaces, type Space } from '../Box/sprinkles.css';

// Resolved at build time, as Stack's are: no sprinkles runtime in a page's JavaScript.
export const root = sprinkles({ display: 'flex', flexWrap: 'wrap' });

export const space = Object.fromEntries(spaces.map((step) => [step, sprinkles({ gap: step })])) as Record<Space, string>;

export const align = {
  center: sprinkles({ justifyContent: 'center' }),
  end: sprinkles({ justifyContent: 'end' }),
  spaceBetween: sprinkles({ justifyContent: 'spaceBetween' }),
};

export const alignY = {
  start: sprinkles({ alignItems: 'start' }),
  center: sprinkles({ alignItems: 'center' }),
  baseline: sprinkles({ alignItems: 'baseline' }),
};

export const collapseBelow = {
  tablet: sprinkles({ flexDirection: { mobile: 'column', tablet: 'row' } }),
  desktop: sprinkles({ flexDirection: { mobile: 'column', desktop: 'row' } }),
};
