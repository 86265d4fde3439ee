import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../utils';
import * as styles from './Captcha.css';

export interface CaptchaProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> {
  /** Names the group, e.g. "Security check". */
  label: string;
  /** Why the check failed, already translated; read with the group. */
  error?: string;
  /** The captcha widget (a provider's iframe, or DevCaptcha in development). */
  children: ReactNode;
}

/** A labelled slot for whichever captcha widget the page mounts, with room for its error. */
export function Captcha({ label, error, children, className, ...rest }: CaptchaProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? 'true' : undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.frame}>{children}</div>
      {error ? (
        <p id={errorId} className={styles.error}>
          <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
            <path d="M8 4.5v4.5M8 11v.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
