import { forwardRef, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { InputField } from '../TextField/Field';
import type { TextFieldProps } from '../TextField';
import { mergeRefs } from '../utils';
import * as styles from './PasswordField.css';
import { EyeIcon } from '../icons';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /**
   * Name of the show/hide toggle, e.g. "Show password". It stays the same in both
   * states: `aria-pressed` says whether the password is shown, so screen readers hear
   * "Show password, toggle button, pressed" rather than a name that flips.
   */
  showPasswordLabel: string;
  /**
   * Start with the password visible.
   * @default false
   */
  defaultVisible?: boolean;
  /** Told whenever the toggle shows or hides the password. */
  onVisibleChange?: (visible: boolean) => void;
}

/**
 * A password input with a show/hide toggle. Switching keeps the value (it is the same
 * `<input>`, only its type changes) and the caret or selection where the user left it.

 *
 * **Use it** for a password: it can be shown and hidden, and keeps the caret where it was.
 *
 * **Use something else** TextField for anything that is not a secret.
 *
 * **Don't** turn off paste or autofill: password managers are how people get strong passwords.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { showPasswordLabel, defaultVisible = false, onVisibleChange, autoComplete = 'current-password', ...fieldProps },
  ref,
) {
  const [visible, setVisible] = useState(defaultVisible);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const selection = useRef<{ start: number | null; end: number | null } | null>(null);
  const setRefs = useMemo(() => mergeRefs(inputRef, ref), [ref]);

  // Browsers may reset the selection when an input's type changes; put it back.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const saved = selection.current;
    if (!input || !saved || saved.start === null || saved.end === null) return;
    input.setSelectionRange(saved.start, saved.end);
    selection.current = null;
  }, [visible]);

  const toggle = () => {
    const input = inputRef.current;
    if (input) selection.current = { start: input.selectionStart, end: input.selectionEnd };
    const next = !visible;
    setVisible(next);
    onVisibleChange?.(next);
  };

  return (
    <InputField
      ref={setRefs}
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...fieldProps}
      type={visible ? 'text' : 'password'}
      trailing={(inputId) => (
        <button
          type="button"
          className={styles.toggle}
          aria-label={showPasswordLabel}
          aria-pressed={visible}
          aria-controls={inputId}
          disabled={fieldProps.disabled}
          onClick={toggle}
        >
          <EyeIcon crossed={visible} className={styles.toggleIcon} />
        </button>
      )}
    />
  );
});
