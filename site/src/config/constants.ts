// Constants of the site that are not facts of the wire: names and times the browser side
// chooses (spec section 9). The wire's own constants are in `@chameleon/contract/constants`.

/** Spec section 3: the access token is kept in a cookie of this name, mirrored in session state. */
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const LOCALE_COOKIE_LIFETIME_DAYS = 365;

/** The runtime configuration the deploy replaces without a rebuild (`public/runtime-config.json`). */
export const RUNTIME_CONFIG_URL = '/runtime-config.json';

/** Spec section 4: the reload guard's time-out. */
export const RELOAD_GUARD_TIMEOUT_MS = 10_000;
/** Spec section 7: prefetch starts this long after start. */
export const PREFETCH_DELAY_MS = 1_000;
/** Spec section 8: the error page's status when none is given. */
export const DEFAULT_ERROR_STATUS = 500;
