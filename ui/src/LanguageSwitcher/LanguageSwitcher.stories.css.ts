import { style } from '@vanilla-extract/css';

// Room below for the list. `alignItems: start` keeps the switcher its own height: a stretched
// switcher would drop its list from the bottom of a 20rem box, far below the button.
export const stage = style({ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: '20rem' });
