import { createElement, forwardRef, type AllHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { cx } from '../utils';
import { sprinkles, type Sprinkles } from './sprinkles.css';

export interface BoxProps extends Sprinkles, Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> {
  /** The element to render; a `div` unless the content says otherwise (`section`, `ul`, `form`…). */
  as?: ElementType;
  className?: string;
  children?: ReactNode;
}

/**
 * The kit's lowest layout primitive: an element whose layout props (display, gap, padding,
 * alignment) become atomic classes from the theme's scale; every other prop reaches the element.
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
