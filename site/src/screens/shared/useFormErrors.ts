import { useCallback, useEffect, useRef, useState } from 'react';
import { focusFirstInvalid } from '@chameleon/ui';

export interface FormErrorsState<F extends string> {
  /** `errors.auth` keys by field. */
  fields: Partial<Record<F, string>>;
  /** `errors.auth` key of an error about the whole form. */
  form: string | null;
}

/**
 * Field and whole-form errors of one form, and where focus goes when they are shown: the
 * first invalid field in document order, else the form's error message.
 */
export function useFormErrors<F extends string>() {
  const [errors, setErrors] = useState<FormErrorsState<F>>({ fields: {}, form: null });
  const [shown, setShown] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const formErrorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown === 0) return;
    const form = formRef.current;
    if (form && focusFirstInvalid(form)) return;
    formErrorRef.current?.focus();
  }, [shown]);

  /** Replaces every error and moves focus to the first one. */
  const show = useCallback((next: Partial<FormErrorsState<F>>) => {
    setErrors({ fields: next.fields ?? {}, form: next.form ?? null });
    setShown((count) => count + 1);
  }, []);

  const clear = useCallback(() => setErrors({ fields: {}, form: null }), []);

  /** Typing into a field takes its error away; the other errors stay until the next submit. */
  const clearField = useCallback((field: F) => {
    setErrors((current) => {
      if (current.fields[field] === undefined) return current;
      const fields = { ...current.fields };
      delete fields[field];
      return { ...current, fields };
    });
  }, []);

  return { errors, show, clear, clearField, formRef, formErrorRef };
}
