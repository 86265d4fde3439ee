import { forwardRef, type HTMLAttributes } from 'react';
import { cx, visuallyHidden } from '../utils';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

interface SpinnerBaseProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /**
   * Its diameter: `sm` (16 px) inside a control, `md` (24 px) in a section, `lg` (40 px) for a
   * whole page or card.
   * @default 'md'
   */
  size?: SpinnerSize;
}

/**
 * Either the spinner speaks for itself (`label`, announced as a status), or it sits
 * inside a control that already says it is busy (`decorative`, e.g. a loading
 * Button with `aria-busy`), where a second announcement would only be noise.
 */
export type SpinnerProps = SpinnerBaseProps &
  (
    | {
        /** What is loading, announced as a status, e.g. "Loading purchases". */
        label: string;
        decorative?: never;
      }
    | {
        /** Silent: the control around it already says it is busy (a loading Button). */
        decorative: true;
        label?: never;
      }
  );

/**
 * **Use it** while something without a known shape loads; give it a `label`, or `decorative` inside
 * a control that already says it is busy.
 *
 * **Use something else** Skeleton when the shape of the coming content is known; Button's `loading`
 * for a pressed button.
 *
 * **Don't** show several at once, or one for less than half a second.
 */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'md', label, decorative, className, ...rest },
  ref,
) {
  const ring = <span className={cx(styles.ring, styles.size[size])} aria-hidden="true" />;
  if (decorative) {
    return (
      <span ref={ref} className={cx(styles.root, className)} data-size={size} aria-hidden="true" {...rest}>
        {ring}
      </span>
    );
  }
  return (
    <span ref={ref} role="status" className={cx(styles.root, className)} data-size={size} {...rest}>
      {ring}
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
});
