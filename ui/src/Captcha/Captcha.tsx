import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { FieldError } from '../TextField/Field';
import * as fieldStyles from '../TextField/Field.css';
import { cx } from '../utils';
import * as styles from './Captcha.css';

export interface CaptchaProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> {
  /** Names the group, e.g. "Security check". */
  label: string;
  /** Why the check failed, already translated; read with the group. */
  error?: string;
  /**
   * The captcha widget (a provider's iframe, or DevCaptcha in development). A function gets the
   * error's id while there is one, for a control of the widget to be described by it (and
   * marked invalid): the group's description alone is not read when focus lands on the control.
   */
  children: ReactNode | ((error: { errorId: string } | null) => ReactNode);
}

/**
 * A labelled slot for whichever captcha widget the page mounts, with room for its error.
 *
 * **Use it** as the labelled slot a captcha widget mounts in, with room for its error; DevCaptcha
 * stands in for it in development.
 *
 * **Use something else** nothing: every form the server guards with a captcha needs it.
 *
 * **Don't** mount DevCaptcha in a production build.
 */
export const Captcha = forwardRef<HTMLDivElement, CaptchaProps>(function Captcha({ label, error, children, className, ...rest }, ref) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div
      ref={ref}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? 'true' : undefined}
      className={cx(fieldStyles.root, className)}
      {...rest}
    >
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.frame}>{typeof children === 'function' ? children(error ? { errorId } : null) : children}</div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
});
