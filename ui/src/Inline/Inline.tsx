import { forwardRef, type ElementType, type HTMLAttributes, type ReactNode } from 'react';
import type { Space } from '../Box';
import type { Breakpoint } from '../theme';
import { cx } from '../utils';
import * as styles from './Inline.css';

export const inlineAlignments = ['start', 'center', 'end', 'spaceBetween'] as const;
export type InlineAlignment = (typeof inlineAlignments)[number];
export const inlineVerticalAlignments = ['stretch', 'start', 'center', 'baseline'] as const;
export type InlineVerticalAlignment = (typeof inlineVerticalAlignments)[number];

export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** The room between the children, both along a row and between wrapped rows. */
  space: Space;
  /**
   * Where the children sit along the row; `spaceBetween` pushes the first and last to the ends.
   * @default 'start'
   */
  align?: InlineAlignment;
  /**
   * Where the children sit across the row; `baseline` lines up texts of different sizes.
   * @default 'stretch'
   */
  alignY?: InlineVerticalAlignment;
  /** Below this breakpoint the children stack in a column instead; left out, they never do. */
  collapseBelow?: Breakpoint;
  /**
   * The element to render; a `div` unless the content says otherwise (`ul` for a list of links…).
   * @default 'div'
   */
  as?: ElementType;
  /** The items set side by side. */
  children?: ReactNode;
}

/** Children side by side that wrap onto the next row when the width runs out.  *
 * **Use it** for children side by side that wrap when the width runs out: a row of actions,
 * badges, a button and its note. `collapseBelow` stacks them on narrow screens.
 *
 * **Use something else** Stack for children one under another; a grid in a `.css.ts` when the
 * children must line up in columns.
 *
 * **Don't** give the children margins to space them, or use it for a row that must never wrap (a
 * header bar: use Box).
 */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { space, align = 'start', alignY = 'stretch', collapseBelow, as: Element = 'div', className, ...rest },
  ref,
) {
  return (
    <Element
      ref={ref}
      className={cx(
        styles.root,
        styles.space[space],
        align === 'start' ? undefined : styles.align[align],
        alignY === 'stretch' ? undefined : styles.alignY[alignY],
        collapseBelow && styles.collapseBelow[collapseBelow],
        className,
      )}
      {...rest}
    />
  );
});
