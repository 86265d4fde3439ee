import { style } from '@vanilla-extract/css';

// Tall enough that a spinner and the content that replaces it sit in the same place.
export const block = style({ justifyContent: 'center', minHeight: '12rem' });
