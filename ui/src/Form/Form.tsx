import { forwardRef, type FormHTMLAttributes } from 'react';
import { Stack } from '../Stack';
import { cx } from '../utils';
import * as styles from './Form.css';

export interface FormProps extends FormHTMLAttributes<HTMLFormElement> {
  /**
   * While true the form is `aria-busy`; pair it with `loading` on the submit Button.
   * @default false
   */
  loading?: boolean;
}

/**
 * A `<form>` with the browser's own validation bubbles turned off (`noValidate`):
 * errors are shown by the fields in the page's language instead. Where focus goes
 * after a failed submit is the caller's call: `focusFirstInvalid(form)` or the
 * FormError's ref.
 *
 * **Use it** round the fields of one submit: it says `aria-busy` while `loading` and hosts
 * FormError at its top.
 *
 * **Use something else** a plain `<div>` for fields that save on their own (a toggle).
 *
 * **Don't** submit twice: pair `loading` on Form with `loading` on its submit Button.
 */
export const Form = forwardRef<HTMLFormElement, FormProps>(function Form(
  { loading = false, className, children, ...rest },
  ref,
) {
  return (
    // One gap between all direct children gives every form the same vertical rhythm.
    <Stack
      as="form"
      space="md"
      ref={ref}
      // Submitted before the page is interactive, a form without a method would put every
      // field (a password too) in the address, the history and the server's logs.
      method="post"
      noValidate
      aria-busy={loading || undefined}
      data-loading={loading ? 'true' : undefined}
      className={cx(styles.root, className)}
      {...rest}
    >
      {children}
    </Stack>
  );
});

/**
 * Moves focus to the first control marked `aria-invalid="true"` inside `container`, in
 * document order. Returns whether one was found, so a caller can fall back to another
 * target (a FormError) when the problem is not tied to a field.
 */
export function focusFirstInvalid(container: ParentNode): boolean {
  const invalid = container.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  invalid.focus();
  return true;
}
