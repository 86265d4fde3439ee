import { vars } from './theme.css';

/**
 * The kit's one keyboard focus ring. Global styles put it on every `:focus-visible` element;
 * a component whose focus shows on another element (a field's box around its input, a card
 * around its radio) puts this same object in that element's selector.
 */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;
