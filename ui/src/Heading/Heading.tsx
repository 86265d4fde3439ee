import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export const headingSizes = ['md', 'lg', 'xl'] as const;
export type HeadingSize = (typeof headingSizes)[number];

/** The text role of a size picked apart from the level: `xl` is the page title's look. */
const roleOfSize: Record<HeadingSize, 'h1' | 'h3' | 'h4'> = { xl: 'h1', lg: 'h3', md: 'h4' };

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Its place in the page outline (`h1`…`h4`); it also sets the look, the text role of the same name (24, 20, 18, 16 px). */
  level: HeadingLevel;
  /**
   * How large it looks, apart from its level: `xl` as an `h1`, `lg` as an `h3`, `md` as an `h4`
   * (a card's title looks the same at every level).
   * @default the role of its level
   */
  size?: HeadingSize;
  /** The heading's text. */
  children?: ReactNode;
}

/** A heading with no margin of its own, drawn in the text role of its level unless told otherwise.  *
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
  return <Element ref={ref} className={cx(styles.root, styles.role[size ? roleOfSize[size] : (`h${level}` as const)], className)} {...rest} />;
});
