import { useT } from './i18n';

/** A field story's own choices, passed in `render`: Controls lists only the component's props. */
export interface FieldStoryOptions {
  withHint?: boolean;
  withError?: boolean;
}

/** A field's Controls start from an optional, enabled field. */
export const fieldArgs = { required: false, disabled: false };

/**
 * The hint (the password rule) and the error (`errors.auth:<errorCode>`) a field story asks
 * for, in the toolbar's language; `undefined` where it does not ask.
 */
export function useFieldMessages({ withHint, withError }: FieldStoryOptions, errorCode: string) {
  const auth = useT('auth');
  const errors = useT('errors.auth');
  return { hint: withHint ? auth('passwordHint') : undefined, error: withError ? errors(errorCode) : undefined };
}
