export { Form, focusFirstInvalid } from './Form';
export type { FormProps } from './Form';
