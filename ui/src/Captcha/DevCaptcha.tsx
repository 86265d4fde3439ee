import { forwardRef, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import * as styles from './Captcha.css';

export interface DevCaptchaProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'checked' | 'defaultChecked' | 'children'> {
  /** The checkbox's visible label, e.g. "I am not a robot (development)". */
  label: string;
  /** The token the development API accepts in place of a real captcha answer. */
  token: string;
  /** Called with `token` when ticked and with `null` when unticked. */
  onToken: (token: string | null) => void;
  /**
   * Control the tick from outside (to clear it after a failed submit); leave out to let it manage
   * itself (it starts unticked).
   */
  checked?: boolean;
}

/**
 * A stand-in for a real captcha in development and tests: a plain checkbox that hands
 * over a fixed token. Never mount it in production builds.
 */
export const DevCaptcha = forwardRef<HTMLInputElement, DevCaptchaProps>(function DevCaptcha({ label, token, onToken, checked, disabled, ...rest }, ref) {
  const [ownChecked, setOwnChecked] = useState(false);
  const isChecked = checked ?? ownChecked;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setOwnChecked(event.target.checked);
    onToken(event.target.checked ? token : null);
  };

  return (
    <label className={styles.dev} data-disabled={disabled ? 'true' : undefined}>
      <input
        ref={ref}
        type="checkbox"
        className={styles.checkbox}
        checked={isChecked}
        disabled={disabled}
        onChange={handleChange}
        {...rest}
      />
      {label}
    </label>
  );
});
