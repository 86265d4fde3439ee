import { createElement, forwardRef, type AllHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { cx } from '../utils';
import { sprinkles, type Sprinkles } from './sprinkles.css';

export interface BoxProps extends Sprinkles, Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> {
  /**
   * The element to render; a `div` unless the content says otherwise (`section`, `ul`, `form`…).
   * @default 'div'
   */
  as?: ElementType;
  className?: string;
  children?: ReactNode;
}

/**
 * The kit's lowest layout primitive: an element whose layout props (display, gap, padding,
 * alignment) become atomic classes from the theme's scale; every other prop reaches the element.
 *
 * **Use it** for one element that needs layout from the scale (`display`, direction, gap,
 * alignment) without a `.css.ts` of its own; `as` picks the element. It resolves its classes at
 * run time, so it costs the sprinkles runtime (about 1 KB): pages use Stack and Inline, which
 * resolve theirs at build time.
 *
 * **Use something else** Stack or Inline for spacing children (they say what they do, and cost no
 * runtime); a `.css.ts` style for anything beyond layout (padding, colour, border, shadow).
 *
 * **Don't** pass raw lengths or colours (only the theme's steps exist), or wrap a component in a
 * Box only to space it from its neighbours (the parent Stack does that).
 */
export const Box = forwardRef<HTMLElement, BoxProps>(function Box({ as: element = 'div', className, ...rest }, ref) {
  const atoms: Record<string, unknown> = {};
  const native: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else native[key] = value;
  }
  return createElement(element, { ...native, ref, className: cx(sprinkles(atoms as Sprinkles), className) || undefined });
});
