import { forwardRef } from 'react';
import { TextField, type TextFieldProps } from '../TextField';

export type EmailFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A TextField preset for e-mail addresses: the right keyboard on phones, autofill,
 * and no auto-capitalising or spell-checking of an address.
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
