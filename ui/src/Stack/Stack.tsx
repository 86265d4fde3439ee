import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import type { Space } from '../Box';
import { cx } from '../utils';
import * as styles from './Stack.css';

export const stackAlignments = ['stretch', 'start', 'center'] as const;
export type StackAlignment = (typeof stackAlignments)[number];

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** The room between the children, from the theme's spacing scale. */
  space: Space;
  /**
   * Across the stack: children stretch to its width unless told otherwise; `center` also centres text.
   * @default 'stretch'
   */
  align?: StackAlignment;
  /**
   * The element to render; a `div` unless the content says otherwise (`ul`, `nav`, `section`…).
   * @default 'div'
   */
  as?: ElementType;
  /** The items set one under another. */
  children?: ReactNode;
}

/** Children one under another with the same room between them, and none around them.  *
 * **Use it** for content one under another with the same room between every child: a screen's
 * heading block, a form's fields, a card's body. The room comes from the spacing scale.
 *
 * **Use something else** Inline for children side by side; Box for one element with padding or
 * alignment; a grid in a `.css.ts` for columns.
 *
 * **Don't** give the children margins to space them (the Stack owns the room), or nest a Stack
 * only to add padding (use Box).
 */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack({ space, align = 'stretch', as: Element = 'div', className, ...rest }, ref) {
  return <Element ref={ref} className={cx(styles.root, styles.space[space], align === 'stretch' ? undefined : styles.align[align], className)} {...rest} />;
});
