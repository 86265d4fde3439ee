import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '../TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A TextField preset for e-mail addresses: the right keyboard on phones, autofill,
 * and no auto-capitalising or spell-checking of an address.

 *
 * **Use it** for an e-mail address: the e-mail keyboard on phones, autofill, no auto-capitalising.
 *
 * **Use something else** TextField for a login that may or may not be an address.
 *
 * **Don't** validate the address beyond what the server rejects; show its error from the server's
 * code.
 */
export const EmailField = forwardRef<HTMLInputElement, EmailFieldProps>(function EmailField(props, ref) {
  return (
    <TextField
      ref={ref}
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      type="email"
    />
  );
});
