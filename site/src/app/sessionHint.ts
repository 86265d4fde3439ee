// Apart from the head scripts (app/accountHeadScript.ts, SSR only): the header reads the
// attribute's name in every page's first load, which must not bring the scripts' builders.

/** Set on `<html>` by `sessionHintHeadScript` when a session cookie is stored. */
export const sessionCookieAttribute = 'data-session-cookie';

/**
 * The static HTML of every page knows no session, so its header says "Sign in": for a visitor
 * with a session cookie, the wrong state until the app takes over. This rule hides that action
 * (its place kept, so nothing moves) while the attribute stands; the header removes it once it
 * knows the API refused the token, so "Sign in" shows again then.
 */
export const sessionHintCss = `html[${sessionCookieAttribute}] header [data-kind="signIn"]{visibility:hidden}`;
