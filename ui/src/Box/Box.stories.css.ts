import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

// Story-only: an edge, so the padding the story shows can be seen.
export const surface = style({ maxWidth: '24rem', border: `1px dashed ${vars.color.borderStrong}` });
