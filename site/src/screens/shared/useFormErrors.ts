import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { focusFirstInvalid } from '@chameleon/ui';
import type { FailureMessage } from '../../transport/apiResult';
import { placeError, useErrorText, type ErrorPlacement } from './authErrors';

/**
 * Where focus goes after a failed submit: the first invalid field in document order, else the
 * form's error message. `focusError()` asks for it after the next render (the errors must be
 * on screen first).
 */
export function useErrorFocus() {
  const [requests, setRequests] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (requests === 0) return;
    const form = formRef.current;
    if (form && focusFirstInvalid(form)) return;
    formErrorRef.current?.focus();
  }, [requests]);

  const focusError = useCallback(() => setRequests((count) => count + 1), []);
  return { formRef, formErrorRef, focusError };
}

export interface FormErrorsState<F extends string> {
  /** Failure messages (codes or the server's words) by field. */
  fields: Partial<Record<F, FailureMessage>>;
  /** The failure message about the whole form. */
  form: FailureMessage | null;
  /**
   * Fields the whole-form error is about (a rejected login and password pair): they are marked
   * invalid and described by the form's message, so focus lands on one that says why.
   */
  concerns: F[];
  /** The server's `Retry-After` of the refusal shown, in seconds. */
  retryAfterSeconds?: number;
}

/** Field and whole-form errors of a form that keeps its values in the screen. */
export function useFormErrors<F extends string>() {
  const [errors, setErrors] = useState<FormErrorsState<F>>({ fields: {}, form: null, concerns: [] });
  const formErrorId = useId();
  const { formRef, formErrorRef, focusError } = useErrorFocus();

  /** Replaces every error and moves focus to the first one. */
  const show = useCallback(
    (next: Partial<FormErrorsState<F>>) => {
      setErrors({
        fields: next.fields ?? {},
        form: next.form ?? null,
        concerns: next.form ? (next.concerns ?? []) : [],
        ...(next.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: next.retryAfterSeconds }),
      });
      focusError();
    },
    [focusError],
  );

  /**
   * A refused call: its message beside the field it concerns, or above the form, marking the
   * fields in `concerns` as what the form's message is about. Returns the field (null: the form).
   */
  const showFailure = useCallback(
    (message: FailureMessage, placement: ErrorPlacement<F>, concerns: F[] = [], retryAfterSeconds?: number): F | null => {
      const placed = placeError(message, placement);
      const wait = retryAfterSeconds === undefined ? {} : { retryAfterSeconds };
      show(placed.field === null ? { form: placed.message, concerns, ...wait } : { fields: { [placed.field]: placed.message } as Partial<Record<F, FailureMessage>>, ...wait });
      return placed.field;
    },
    [show],
  );

  const clear = useCallback(() => setErrors({ fields: {}, form: null, concerns: [] }), []);

  /** Typing into a field takes its error away; the other errors stay until the next submit. */
  const clearField = useCallback((field: F) => {
    setErrors((current) => {
      if (current.fields[field] === undefined && !current.concerns.includes(field)) return current;
      const fields = { ...current.fields };
      delete fields[field];
      return { ...current, fields, concerns: current.concerns.filter((concerned) => concerned !== field) };
    });
  }, []);

  const errorText = useErrorText();
  const fieldError = (field: F): string | undefined => {
    const message = errors.fields[field];
    return message === undefined ? undefined : errorText(message, errors.retryAfterSeconds);
  };
  const formError = errors.form === null ? null : errorText(errors.form, errors.retryAfterSeconds);

  /** Props for a field the form's error is about: invalid, and described by that error. */
  const marksOf = (field: F) =>
    errors.form !== null && errors.concerns.includes(field) ? { 'aria-invalid': true, 'aria-describedby': formErrorId } : {};

  return { errors, show, showFailure, clear, clearField, fieldError, formError, formRef, formErrorRef, formErrorId, marksOf };
}
