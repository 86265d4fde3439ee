import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

// The same viewport-filling box as the layouts with chrome, without their column.
export { viewport as root } from '../Page/Page.css';

export const main = style({
  justifyContent: 'center',
  width: '100%',
  padding: vars.space.md,
});
