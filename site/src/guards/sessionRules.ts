import { localizedPath, type Language } from '../i18n/locales';

// The session half of the guards, written once: the route middleware applies it with the
// restored session, the head script (`head/sessionHead.ts`) with the token cookie before the
// first paint. Nothing here may import the stores: the head script is inlined in every page.

export type SessionRuleOutcome = { type: 'allow' } | { type: 'redirect'; to: string };

const allow: SessionRuleOutcome = { type: 'allow' };

export const signInPath = (language: Language) => localizedPath(language, '/auth/sign-in/');

/** The sign-in page, which sends the visitor back to `returnTo` (path, query and hash) afterwards. */
export const signInUrl = (language: Language, returnTo: string) => `${signInPath(language)}?${new URLSearchParams({ redirectTo: returnTo })}`;

/** Where a signed-in user goes from a visitors-only page, and where a redirect without a trusted target ends. */
export const profileHome = (language: Language) => localizedPath(language, '/profile/');

/** Whether an unprefixed path is in the account area: every such path requires sign-in (spec section 2). */
export const isAccountPath = (originalPath: string): boolean => originalPath === '/profile' || originalPath.startsWith('/profile/');

/** The visitors-only pages (the `guest` guard), by unprefixed path. */
export const guestOnlyPaths = ['/auth/sign-in/', '/auth/sign-up/', '/auth/restore-password/'] as const;

/** `auth`: a session stays; a visitor goes to sign-in with `redirectTo`, the full original path. */
export function authRule(signedIn: boolean, language: Language, returnTo: string): SessionRuleOutcome {
  return signedIn ? allow : { type: 'redirect', to: signInUrl(language, returnTo) };
}

const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';

/** `guest`: a visitor stays; a session goes to the profile (unless already there). */
export function guestRule(signedIn: boolean, language: Language, pathname: string): SessionRuleOutcome {
  if (!signedIn) return allow;
  const home = profileHome(language);
  return withoutTrailingSlash(pathname) === withoutTrailingSlash(home) ? allow : { type: 'redirect', to: home };
}
