import { style } from '@vanilla-extract/css';

// The wrapper only marks where the kept HTML starts and ends: no box of its own, so the
// sections lay out as the page's direct children, exactly as without it.
export const root = style({ display: 'contents' });
