import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

// Story-only: an edge, so the box's extent can be seen.
export const surface = style({ maxWidth: '24rem', padding: vars.space.md, border: `1px dashed ${vars.color.borderStrong}` });
