import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export const headingSizes = ['md', 'lg', 'xl'] as const;
export type HeadingSize = (typeof headingSizes)[number];

/** The size each level takes unless the caller picks another: a page has one `xl` title. */
const sizeOfLevel: Record<HeadingLevel, HeadingSize> = { 1: 'xl', 2: 'lg', 3: 'lg', 4: 'md' };

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Its place in the page outline (`h1`…`h4`). */
  level: HeadingLevel;
  /** How large it looks, apart from its level (a card's `h3` may look like its `h2` neighbours). */
  size?: HeadingSize;
  children?: ReactNode;
}

/** A heading with no margin of its own, sized by its level unless told otherwise.  *
 * **Use it** for every heading a screen or component draws: `level` keeps the page outline right,
 * `size` changes only the look (an `h3` in a card beside `h2` neighbours).
 *
 * **Use something else** Text with `weight="bold"` for emphasis that is not a heading; Card's and
 * EmptyState's own `title` when those components are used.
 *
 * **Don't** pick a level for its size (skip from `h1` to `h3`), or give a page two `h1`s.
 */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading({ level, size, className, ...rest }, ref) {
  const Element = `h${level}` as const;
  return <Element ref={ref} className={cx(styles.root, styles.size[size ?? sizeOfLevel[level]], className)} {...rest} />;
});
