import { forwardRef, type InputHTMLAttributes } from 'react';
import { cx } from '../utils';
import { FieldFrame, useFieldIds, type FieldOwnProps } from './Field';
import * as styles from './Field.css';

export type TextFieldProps = FieldOwnProps & Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldOwnProps>;

/**
 * A labelled text input. Every native input prop reaches the `<input>`, and so does
 * the ref, so form libraries can register it like a plain input.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, id, className, type = 'text', 'aria-describedby': describedBy, ...inputProps },
  ref,
) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      inputId={ids.inputId}
      hintId={ids.hintId}
      errorId={ids.errorId}
      required={inputProps.required}
      disabled={inputProps.disabled}
    >
      <input
        ref={ref}
        id={ids.inputId}
        type={type}
        className={cx(styles.input, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.ariaDescribedBy}
        {...inputProps}
      />
    </FieldFrame>
  );
});
