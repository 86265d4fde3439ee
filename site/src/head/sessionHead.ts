import { ACCESS_TOKEN_COOKIE } from '../config/constants';
import { readCookie } from '../app/documentCookie';
import { splitLocalizedPath } from '../i18n/locales';
import { authRule, guestOnlyPaths, guestRule, isAccountPath } from '../guards/sessionRules';

/** Set on `<html>` when a session cookie is stored: `sessionHintCss` hides the static "Sign in". */
export const sessionCookieAttribute = 'data-session-cookie';

/**
 * The static HTML of every page knows no session, so its header says "Sign in": for a visitor
 * with a session cookie, the wrong state until the app takes over. This rule hides that action
 * (its place kept, so nothing moves) while the attribute stands; the header removes it once it
 * knows the API refused the token.
 */
// A function, so the head scripts that import this module leave it out (esbuild keeps an unused template string).
export const sessionHintCss = () => `html[${sessionCookieAttribute}] header [data-kind="signIn"]{visibility:hidden}`;

type HeadDocument = Pick<Document, 'cookie'> & { documentElement: Pick<HTMLElement, 'setAttribute'> & { style: Pick<CSSStyleDeclaration, 'visibility'> } };
type HeadLocation = Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'>;

/**
 * Runs in `<head>` of the guarded pages, before anything is painted, with the token cookie as
 * the session (the cookie is not proof of one: a refused token is handled by the stores later).
 * The guards' own rules (`guards/sessionRules.ts`): under /profile/ a visitor goes to sign-in
 * with the way back; on a visitors-only page a session goes to the profile. The page is hidden
 * first, so nothing of it is painted on the way.
 */
export function sessionHead(document: HeadDocument, location: HeadLocation): void {
  const signedIn = readCookie(ACCESS_TOKEN_COOKIE, document.cookie) !== undefined;
  const { language, originalPath } = splitLocalizedPath(location.pathname);
  const outcome = isAccountPath(originalPath)
    ? authRule(signedIn, language, location.pathname + location.search + location.hash)
    : (guestOnlyPaths as readonly string[]).includes(originalPath)
      ? guestRule(signedIn, language, location.pathname)
      : null;
  if (outcome?.type === 'redirect') {
    document.documentElement.style.visibility = 'hidden';
    location.replace(outcome.to);
  }
}

/**
 * Runs in `<head>` of every other page instead (none of the guards' rules, so a few hundred
 * bytes less on the landing's first load): a session cookie is marked on `<html>`.
 */
export function sessionHintHead(document: Pick<HeadDocument, 'cookie' | 'documentElement'>): void {
  if (readCookie(ACCESS_TOKEN_COOKIE, document.cookie) !== undefined) document.documentElement.setAttribute(sessionCookieAttribute, '');
}

/** The pages `sessionHead` guards; every other page gets `sessionHintHead`. */
export const isGuardedPath = (originalPath: string) => isAccountPath(originalPath) || (guestOnlyPaths as readonly string[]).includes(originalPath);
