import { forwardRef, useEffect, useRef, useState } from 'react';
import { Button } from '../Button';
import { FieldFrame, useFieldIds } from '../TextField/Field';
import * as fieldStyles from '../TextField/Field.css';
import { cx, mergeRefs, visuallyHidden } from '../utils';
import * as styles from './CopyField.css';

export interface CopyFieldProps {
  /** Visible label of the value, e.g. "Confirmation code". */
  label: string;
  /** The value to show and copy; the user cannot edit it. */
  value: string;
  /** A line of help below the field, e.g. where to paste the code. */
  hint?: string;
  /** The button's text, e.g. "Copy". */
  copyLabel: string;
  /** Shown on the button and announced politely once the value is on the clipboard. */
  copiedLabel: string;
  /** Called with the value once it is on the clipboard. */
  onCopied?: (value: string) => void;
  /**
   * The clipboard was unavailable or refused. The value is then selected and focused
   * so the user can copy it by hand; tell them how (a toast, say).
   */
  onCopyFailed?: (error: unknown) => void;
  /**
   * Milliseconds the button says "Copied" before offering to copy again. `Infinity` holds
   * the state until the next copy, for stories and screenshots that must not race a timer.
   * @default 2000
   */
  copiedDuration?: number;
  /** The input's id; a generated one when left out. */
  id?: string;
}

/**
 * A read-only value (a code, a key) with a button that copies it to the clipboard.
 *
 * **Use it** for a read-only value the user copies elsewhere (a confirmation code, a key); it says
 * "Copied" and falls back to selecting the text.
 *
 * **Use something else** TextField for anything the user edits.
 *
 * **Don't** hide the value behind the button: people copy by hand when the clipboard fails.
 */
export const CopyField = forwardRef<HTMLInputElement, CopyFieldProps>(function CopyField({
  label,
  value,
  hint,
  copyLabel,
  copiedLabel,
  onCopied,
  onCopyFailed,
  copiedDuration = 2000,
  id,
}, ref) {
  const ids = useFieldIds({ id, hint });
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    // setTimeout would run an infinite delay at once.
    if (!copied || !Number.isFinite(copiedDuration)) return undefined;
    const timer = setTimeout(() => setCopied(false), copiedDuration);
    return () => clearTimeout(timer);
  }, [copied, copiedDuration]);

  const copy = async () => {
    try {
      // Older browsers and insecure (http) pages have no Clipboard API at all.
      if (!navigator.clipboard) throw new Error('Clipboard API is not available');
      await navigator.clipboard.writeText(value);
    } catch (error) {
      setCopied(false);
      inputRef.current?.focus();
      inputRef.current?.select();
      onCopyFailed?.(error);
      return;
    }
    setCopied(true);
    onCopied?.(value);
  };

  return (
    <FieldFrame label={label} hint={hint} inputId={ids.inputId} hintId={ids.hintId} errorId={ids.errorId}>
      <input
        ref={mergeRefs(inputRef, ref)}
        id={ids.inputId}
        className={cx(fieldStyles.input, styles.input)}
        value={value}
        readOnly
        spellCheck={false}
        aria-describedby={ids.ariaDescribedBy}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button
        variant="secondary"
        size="sm"
        className={styles.button}
        data-copied={copied ? 'true' : undefined}
        onClick={() => void copy()}
      >
        {copied ? copiedLabel : copyLabel}
      </Button>
      {/* Always mounted: a live region must exist before its text changes to be announced. */}
      <span role="status" className={visuallyHidden}>
        {copied ? copiedLabel : ''}
      </span>
    </FieldFrame>
  );
});
