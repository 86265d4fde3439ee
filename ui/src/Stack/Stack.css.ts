import { sprinkles, spaces, type Space } from '../Box/sprinkles.css';

// Resolved here, at build time, so a page that stacks things ships class names, not the
// sprinkles runtime (Box's), in its JavaScript.
export const root = sprinkles({ display: 'flex', flexDirection: 'column' });

export const space = Object.fromEntries(spaces.map((step) => [step, sprinkles({ gap: step })])) as Record<Space, string>;

export const align = {
  start: sprinkles({ alignItems: 'start' }),
  center: sprinkles({ alignItems: 'center', textAlign: 'center' }),
};
