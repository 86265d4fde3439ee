import * as z from 'zod/mini';
import { MIN_PASSWORD_LENGTH } from '../constants';
import type { ErrorCode } from '../errors';

// The fields of spec section 5 that the requests (calls.ts) and the site's forms (../forms.ts)
// share, apart from the calls: a page with a form builds these few schemas, not every reply's.

/** A field that must not be empty; `code` is what an empty one reports. */
export const required = (code: ErrorCode) => z.string({ error: code }).check(z.trim(), z.minLength(1, { error: code }));
export const email = z.pipe(required('INVALID_EMAIL'), z.email({ error: 'INVALID_EMAIL' }));
/** Spec section 5: at least 8 characters. */
export const newPassword = z.string({ error: 'PASSWORD_TOO_SHORT' }).check(z.minLength(MIN_PASSWORD_LENGTH, { error: 'PASSWORD_TOO_SHORT' }));
export const password = z.string({ error: 'INVALID_PASSWORD' }).check(z.minLength(1, { error: 'INVALID_PASSWORD' }));
