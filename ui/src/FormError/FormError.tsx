import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../utils';
import * as styles from './FormError.css';
import { WarningIcon } from '../icons';

export interface FormErrorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> {
  /** The whole-form error, already translated. Empty or missing: nothing is rendered. */
  message?: string | null;
}

/**
 * The error of a whole form (a rejected sign-in, say), announced as an alert when it
 * appears. It can take focus (`tabIndex=-1`), so a caller may move focus here after a
 * failed submit through the forwarded ref. The message is rendered as text, never HTML.
 *
 * **Use it** for the error of a whole form (rejected sign-in, rate limit), announced as it appears;
 * focus it after a failed submit.
 *
 * **Use something else** the field's own `error` when one field is wrong; a Toaster notification
 * when nothing on the page caused it.
 *
 * **Don't** put field errors here, or render server HTML in it.
 */
export const FormError = forwardRef<HTMLDivElement, FormErrorProps>(function FormError(
  { message, className, ...rest },
  ref,
) {
  if (!message?.trim()) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={cx(styles.root, className)} {...rest}>
      <WarningIcon className={styles.icon} />
      <p className={styles.message}>{message}</p>
    </div>
  );
});
