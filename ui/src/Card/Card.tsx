import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Heading } from '../Heading';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { cx } from '../utils';
import * as styles from './Card.css';

export const cardElements = ['section', 'article', 'div'] as const;
export type CardElement = (typeof cardElements)[number];
export const cardHeadingLevels = [2, 3, 4] as const;
export type CardHeadingLevel = (typeof cardHeadingLevels)[number];

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /**
   * The element: `section` or `article` make the card a landmark/region named by its title, `div`
   * is a plain surface.
   * @default 'div'
   */
  as?: CardElement;
  /** The card's heading; it also names a `section`/`article` card. */
  title?: ReactNode;
  /**
   * The title's heading level, to keep the page outline right wherever the card is placed.
   * @default 2
   */
  headingLevel?: CardHeadingLevel;
  /** Shown at the end of the title row, e.g. a StatusBadge. */
  headerEnd?: ReactNode;
  /** The card's content, below the title row. */
  children?: ReactNode;
}

/**
 * A raised surface that groups related content, with an optional heading row.
 *
 * **Use it** to group related content on a raised surface with an optional title row; `section` or
 * `article` make it a named region.
 *
 * **Use something else** a plain layout element when the grouping needs no surface; EmptyState
 * inside a Card for "nothing here yet".
 *
 * **Don't** nest cards in cards, or use it only for spacing.
 */
export const Card = forwardRef<HTMLElement, CardProps>(function Card({ as: Element = 'div', title, headingLevel = 2, headerEnd, className, children, ...rest }, ref) {
  const titleId = useId();
  const hasTitle = title !== undefined && title !== null;
  return (
    <Stack
      as={Element}
      space="md"
      ref={ref}
      className={cx(styles.root, className)}
      aria-labelledby={hasTitle && Element !== 'div' ? titleId : undefined}
      {...rest}
    >
      {hasTitle || headerEnd ? (
        <Inline space="xs" align="spaceBetween" alignY="center">
          {hasTitle ? (
            <Heading level={headingLevel} size="lg" id={titleId}>
              {title}
            </Heading>
          ) : null}
          {headerEnd}
        </Inline>
      ) : null}
      {children}
    </Stack>
  );
});
