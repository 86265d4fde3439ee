import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { cx } from '../utils';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What is empty, as a heading, e.g. "No purchases yet". */
  title: string;
  /** Why it is empty or what fills it, in a sentence, below the title. */
  description?: string;
  /** What the user can do next, usually a Button. */
  action?: ReactNode;
  /** Decorative illustration or icon. */
  icon?: ReactNode;
  /**
   * The title's heading level, to keep the page outline right where the state is placed.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
}

/**
 * Says that a list or area has nothing to show yet, and what to do about it.
 *
 * **Use it** when a list or area has nothing yet: a title, why, and what to do next.
 *
 * **Use something else** FormError or ErrorView when something failed; nothing at all for areas
 * that are optional.
 *
 * **Don't** show it while the first page is still loading (use Skeleton), or blame the user.
 */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState({ title, description, action, icon, headingLevel = 2, className, ...rest }, ref) {
  return (
    <Stack ref={ref} space="sm" align="center" className={cx(styles.root, className)} {...rest}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading level={headingLevel} size="lg">
        {title}
      </Heading>
      {description ? (
        <Text tone="muted" className={styles.description}>
          {description}
        </Text>
      ) : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </Stack>
  );
});
