import { style } from '@vanilla-extract/css';

export const stage = style({ display: 'flex', justifyContent: 'flex-end', minHeight: '20rem' });
