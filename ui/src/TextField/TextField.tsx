import { forwardRef } from 'react';
import { InputField, type InputFieldProps } from './Field';

export type TextFieldProps = InputFieldProps & {
  /**
   * The input's type, for a kind of text with no field of its own (`search`, `tel`, `url`).
   * @default 'text'
   */
  type?: InputFieldProps['type'];
};

/**
 * A labelled text input. Every native input prop reaches the `<input>`, and so does
 * the ref, so form libraries can register it like a plain input.

 *
 * **Use it** for one line of text the user types (login, code), with its label, hint and error in
 * one piece.
 *
 * **Use something else** EmailField and PasswordField for those values (keyboard, autofill,
 * reveal); CopyField for a value to copy, not edit.
 *
 * **Don't** use the placeholder as the label, or show an error before the user has left the field.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ type = 'text', ...props }, ref) {
  return <InputField ref={ref} type={type} {...props} />;
});
