import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl });
