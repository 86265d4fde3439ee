import { useRef, useState, type FormEvent } from 'react';
import { readForm, type FormField, type FormValues } from '@chameleon/contract';
import type * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import type { ApiMessage, FailureMessage } from '../../transport/apiResult';
import type { ErrorPlacement } from './authErrors';
import type { CaptchaState } from './CaptchaField';
import { commandFailure, type CommandResult } from './commandFailure';
import { useFormErrors } from './useFormErrors';

/** A field of the form, or its captcha. */
export type FormPart<S extends $ZodType> = FormField<S> | 'captcha';

export interface FormOptions<S extends $ZodType> {
  /** What the fields hold when the form opens (and after `reset`). */
  initial: FormValues<S>;
  /**
   * The store command the form sends, with the values as the contract reads them (trimmed)
   * and the captcha's answer ('' for a form without one). Pick the contract's payload keys
   * here: nothing else is sent.
   */
  send: (values: z.output<S>, recaptchaToken: string) => Promise<CommandResult>;
  /** The field a refusal's code is about; any other refusal is the whole form's. */
  placement?: ErrorPlacement<FormPart<S>>;
  /** Whole-form codes that are about some fields (a wrong login and password pair). */
  concerns?: Partial<Record<ApiMessage, FormField<S>[]>>;
  /**
   * Asked for on the form's first focus, for what `send` will need and a page does not load at
   * once (the stores' chunk, `useTabStores().load`): it comes while the visitor types. A failure
   * is left to `send`, which reports it where the form shows refusals.
   */
  prepare?: () => Promise<unknown>;
  /** A captcha to answer before sending; a reply spends its answer where the provider says so (`useCaptcha`). */
  captcha?: CaptchaState;
  onSuccess?: (values: z.output<S>) => void;
  /** After a refusal is shown: `field` is where (null: above the form). */
  onFailure?: (message: FailureMessage, field: FormPart<S> | null) => void;
}

/**
 * One form over one of the contract's form schemas (`contract/src/forms.ts`): it keeps what
 * was typed (a refusal never clears it), checks the spec's rules before sending, sends one
 * request at a time, places a refusal at its field or above the form, and moves focus to the
 * first error so it is read out. Spread `form`, `formError`, `field(name)` and
 * `captchaField` onto the ui's Form, FormError, fields and CaptchaField.
 */
export function useForm<S extends $ZodType>(schema: S, options: FormOptions<S>) {
  const { initial, send, prepare, placement = {}, concerns = {}, captcha, onSuccess, onFailure } = options;
  const [values, setValues] = useState<FormValues<S>>(initial);
  const [submitting, setSubmitting] = useState(false);
  // A ref, not the state: a second submit in the same tick must see the first one.
  const busy = useRef(false);
  const prepared = useRef(false);
  const errors = useFormErrors<FormPart<S>>();

  /** Sends `command` unless one is in flight, then shows its refusal or calls `succeeded`. */
  const run = async (command: () => Promise<CommandResult>, succeeded: () => void): Promise<void> => {
    if (busy.current) return;
    busy.current = true;
    setSubmitting(true);
    let result: CommandResult;
    try {
      result = await command();
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
    const failure = commandFailure(result);
    captcha?.spend(failure);
    if (failure === null) {
      succeeded();
      return;
    }
    const field = errors.showFailure(failure, placement, concerns[failure as ApiMessage] ?? [], result.ok ? undefined : result.retryAfterSeconds);
    onFailure?.(failure, field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const read = readForm(schema, values);
    const invalid: Partial<Record<FormPart<S>, FailureMessage>> = read.ok ? {} : { ...read.errors };
    if (captcha !== undefined && captcha.token === null) invalid.captcha = 'CAPTCHA_REQUIRED';
    if (!read.ok || invalid.captcha !== undefined) {
      errors.show({ fields: invalid });
      return;
    }
    const recaptchaToken = captcha?.token ?? '';
    void run(
      () => send(read.values, recaptchaToken),
      () => onSuccess?.(read.values),
    );
  };

  const prepareOnce = () => {
    if (prepared.current || prepare === undefined) return;
    prepared.current = true;
    prepare().catch(() => undefined);
  };

  /** Props of a text field: its value, its error, and typing that replaces both. */
  const field = (name: FormField<S>) => ({
    name,
    value: values[name] as string,
    error: errors.fieldError(name),
    ...errors.marksOf(name),
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...(current as Record<string, string>), [name]: value }) as FormValues<S>);
      errors.clearField(name);
    },
  });

  return {
    values,
    submitting,
    field,
    form: { ref: errors.formRef, onSubmit: submit, onFocus: prepareOnce, loading: submitting },
    formError: { ref: errors.formErrorRef, id: errors.formErrorId, message: errors.formError },
    captchaField: { error: errors.fieldError('captcha'), disabled: submitting, onAnswer: () => errors.clearField('captcha') },
    /** Sends a command without the form's checks (a second action of the form), one at a time like a submit. */
    run: (command: () => Promise<CommandResult>, succeeded: () => void) => void run(command, succeeded),
    /** Back to the initial values, without errors (after a change that succeeded). */
    reset: () => {
      setValues(initial);
      errors.clear();
    },
  };
}
