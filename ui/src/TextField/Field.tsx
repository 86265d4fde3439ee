import { forwardRef, useEffect, useId, useMemo, useRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx, mergeRefs } from '../utils';
import * as styles from './Field.css';
import { AlertIcon } from '../icons';

/** What every labelled text input of the kit takes besides the native input props. */
export interface FieldOwnProps {
  /** Visible label, tied to the input with `for`/`id`. */
  label: string;
  /** Guidance shown under the label and read with the input (`aria-describedby`). */
  hint?: string;
  /** When present the input is `aria-invalid` and this text is read with it. */
  error?: string;
}

interface FieldIdsInput {
  id?: string;
  hint?: string;
  error?: string;
  describedBy?: string;
}

/** Ids and the `aria-describedby` list for one field; the caller's own ids are kept. */
export function useFieldIds({ id, hint, error, describedBy }: FieldIdsInput) {
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const hintId = `${generated}-hint`;
  const errorId = `${generated}-error`;
  const ariaDescribedBy =
    [hint ? hintId : undefined, error ? errorId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return { inputId, hintId, errorId, ariaDescribedBy };
}

interface FieldFrameProps {
  label: string;
  hint?: string;
  error?: string;
  inputId: string;
  hintId: string;
  errorId: string;
  required?: boolean;
  disabled?: boolean;
  /** The input, and anything that sits inside its box (a toggle button). */
  children: ReactNode;
}

/** Label, hint, boxed control and error, laid out the same for every text field. */
export function FieldFrame({ label, hint, error, inputId, hintId, errorId, required, disabled, children }: FieldFrameProps) {
  return (
    <div className={styles.root} data-invalid={error ? 'true' : undefined} data-disabled={disabled ? 'true' : undefined}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={inputId}>
          {label}
        </label>
        {/* The input itself says "required"; the asterisk is for sighted users only, and
            sits outside the <label> so the label's text stays exactly the given label. */}
        {required ? (
          <span className={styles.requiredMarker} aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.control}>{children}</div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A field's error message, for the control to name in `aria-describedby`. */
export function FieldError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className={styles.error}>
      {/* An icon as well as the colour, so the error does not rely on colour alone. */}
      <AlertIcon className={styles.errorIcon} />
      <span>{children}</span>
    </p>
  );
}

/** Every native input prop, plus what each labelled text input of the kit takes. */
export type InputFieldProps = FieldOwnProps & Omit<InputHTMLAttributes<HTMLInputElement>, keyof FieldOwnProps>;

interface InputFieldBaseProps extends InputFieldProps {
  /** Controls inside the input's box, after it (the password toggle); given the input's id. */
  trailing?: (inputId: string) => ReactNode;
}

/**
 * The base of the kit's text inputs: the frame, the ids, and an `<input>` wired to its
 * label, hint and error. Native props and the ref reach the `<input>`, so form libraries
 * can register it like a plain input.
 */
export const InputField = forwardRef<HTMLInputElement, InputFieldBaseProps>(function InputField(
  { label, hint, error, id, className, trailing, 'aria-describedby': describedBy, ...inputProps },
  ref,
) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = useMemo(() => mergeRefs(inputRef, ref), [ref]);
  // Text typed or filled in by the browser while the page was static HTML is in the input but
  // not in the caller's state: React does not read it when it hydrates, and the next render
  // would wipe it. Hand it over once, on mount, as the change it was.
  const mountValue = useRef({ value: inputProps.value, onChange: inputProps.onChange });
  useEffect(() => {
    const input = inputRef.current;
    const { value, onChange } = mountValue.current;
    if (!input || onChange === undefined || typeof value !== 'string') return;
    if (input.value !== '' && input.value !== value) onChange({ target: input, currentTarget: input } as ChangeEvent<HTMLInputElement>);
  }, []);
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
        ref={setRefs}
        id={ids.inputId}
        className={cx(styles.input, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.ariaDescribedBy}
        {...inputProps}
      />
      {trailing ? <span className={styles.trailing}>{trailing(ids.inputId)}</span> : null}
    </FieldFrame>
  );
});
