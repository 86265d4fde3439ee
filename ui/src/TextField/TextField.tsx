import { forwardRef } from 'react';
import { InputField, type InputFieldProps } from './Field';

export type TextFieldProps = InputFieldProps;

/**
 * A labelled text input. Every native input prop reaches the `<input>`, and so does
 * the ref, so form libraries can register it like a plain input.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ type = 'text', ...props }, ref) {
  return <InputField ref={ref} type={type} {...props} />;
});
