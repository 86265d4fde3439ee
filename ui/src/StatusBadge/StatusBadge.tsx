import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils';
import * as styles from './StatusBadge.css';

export const statusBadgeVariants = ['neutral', 'success', 'warning', 'danger', 'info'] as const;
export type StatusBadgeVariant = (typeof statusBadgeVariants)[number];

export interface StatusBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /**
   * The colour of the status: `success` for what works (active, paid), `warning` for what needs
   * attention soon, `danger` for what failed or ended, `info` for news, `neutral` for the rest.
   * @default 'neutral'
   */
  variant?: StatusBadgeVariant;
  /** The status in words ("Active", "Frozen"): the colour only repeats what it says. */
  children: ReactNode;
}

/**
 * A short status label; the variant colours it, the text carries the meaning.
 *
 * **Use it** for a short status ("Active", "Paid") beside the thing it describes; the `variant`
 * colours it, the words carry the meaning.
 *
 * **Use something else** FormError or a Toaster notification for messages; plain text for long
 * explanations.
 *
 * **Don't** rely on the colour alone, or put a sentence in it.
 */
export const StatusBadge = forwardRef<HTMLSpanElement, StatusBadgeProps>(function StatusBadge({ variant = 'neutral', children, className, ...rest }, ref) {
  return (
    <span ref={ref} className={cx(styles.root, styles.variant[variant], className)} data-variant={variant} {...rest}>
      <span className={styles.dot} aria-hidden="true" />
      {children}
    </span>
  );
});
