// The calls of spec section 7, as the spec names them and nothing more: the fixture answers
// them and the journeys check that the site sends exactly these payloads. Deliberately not
// built from contract/: the contract is the reference API's dialect, which this fixture exists
// to keep the site independent of.

export type SpecCallName =
  | 'login'
  | 'register'
  | 'logout'
  | 'changePassword'
  | 'changeEmail'
  | 'reset'
  | 'validateResetCode'
  | 'setPasswordReset'
  | 'frontendData'
  | 'freeze'
  | 'unfreeze'
  | 'transactions';

export interface SpecCall {
  method: 'GET' | 'POST';
  path: string;
  /** The payload keys of the spec's table, exactly; null: the call has no body. */
  payload: readonly string[] | null;
  /** Query parameters the spec names (only transactions has any): `limit` has a default, `skip` not. */
  query?: readonly { name: string; required: boolean }[];
  /** Under the user path: needs `Authorization: Bearer <token>` (spec section 6). */
  user: boolean;
}

export const specCalls: Record<SpecCallName, SpecCall> = {
  login: { method: 'POST', path: '/v2/web/login', payload: ['login', 'password', 'recaptchaToken'], user: false },
  register: { method: 'POST', path: '/v2/web/register', payload: ['login', 'email', 'password', 'recaptchaToken'], user: false },
  logout: { method: 'POST', path: '/v2/web/logout', payload: null, user: true },
  changePassword: { method: 'POST', path: '/v2/web/user/changePassword', payload: ['old_password', 'new_password'], user: true },
  changeEmail: { method: 'POST', path: '/v2/web/user/changeEmail', payload: ['email'], user: true },
  reset: { method: 'POST', path: '/auth/reset', payload: ['email', 'recaptchaToken'], user: false },
  validateResetCode: { method: 'POST', path: '/auth/validateResetCode', payload: ['resetCode', 'email'], user: false },
  setPasswordReset: { method: 'POST', path: '/auth/setPasswordReset', payload: ['resetCode', 'email', 'password'], user: false },
  frontendData: { method: 'GET', path: '/v2/web/frontend/data', payload: null, user: true },
  freeze: { method: 'POST', path: '/v2/web/user/subscriptions/freeze', payload: ['cheat_id'], user: true },
  unfreeze: { method: 'POST', path: '/v2/web/user/subscriptions/unfreeze', payload: ['cheat_id'], user: true },
  transactions: { method: 'GET', path: '/v2/web/user/transactions', payload: null, query: [{ name: 'limit', required: false }, { name: 'skip', required: true }], user: true },
};

export function findSpecCall(method: string, path: string): SpecCallName | null {
  for (const [name, call] of Object.entries(specCalls) as [SpecCallName, SpecCall][]) {
    if (call.method === method && call.path === path) return name;
  }
  return null;
}

/**
 * `spec`: every reply carries the keys spec section 7 and section 3 name, and only those.
 * `rich`: the same plus what a real backend adds: unknown keys everywhere, dates with a UTC
 * offset, optional keys left out, enum values and server texts the site has never seen.
 */
export const backendModes = ['spec', 'rich'] as const;
export type BackendMode = (typeof backendModes)[number];

/** One request as the fixture received it (through the site's /api/ proxy). */
export interface RecordedRequest {
  call: SpecCallName | null;
  method: string;
  path: string;
  query: Record<string, string>;
  headers: {
    accept: string | null;
    contentType: string | null;
    acceptLanguage: string | null;
    authorization: string | null;
  };
  /** Whether the bearer token was a live session when the request arrived. */
  tokenLive: boolean;
  /** The raw body ('' when none). */
  body: string;
}

/** Where the tests reach the fixture's control calls (never through the site). */
export const specBackendPort = Number(process.env.SPEC_BACKEND_PORT ?? 8790);
export const specBackendUrl = `http://127.0.0.1:${specBackendPort}`;
