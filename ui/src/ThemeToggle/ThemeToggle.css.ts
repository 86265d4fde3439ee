import { style } from '@vanilla-extract/css';

export const icon = style({ display: 'block', width: '100%', height: '100%' });
