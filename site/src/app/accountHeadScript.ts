import { ACCESS_TOKEN_COOKIE } from '../config/constants';
import { profileSections, sectionInPath } from '../screens/profile/sections';
import { sessionCookieAttribute } from './sessionHint';

/**
 * Set on `<html>` to the section the address names (`home`, `subscription`, ...): the account
 * app's static page, one for every section, shows that section's title before any bundle.
 */
export const accountSectionAttribute = 'data-account-section';

/** Reads the token cookie into `t` (null without one): the first cookie of that name counts, as for `readCookie` and js-cookie. */
const readToken =
  `var t=null,c=document.cookie.split(";");` +
  `for(var i=0;i<c.length;i++){var e=c[i].indexOf("=");if(e>=0&&c[i].slice(0,e).trim()===${JSON.stringify(ACCESS_TOKEN_COOKIE)}){try{t=decodeURIComponent(c[i].slice(e+1).trim())||null}catch(x){}break}}`;

/** Hides the page, so nothing of it is painted, and replaces it with another. */
const leaveFor = (target: string) => `document.documentElement.style.visibility="hidden";location.replace(${target});`;

/**
 * Runs in `<head>` of every account page, before any bundle, while the body is still being
 * parsed. Without a token cookie the visitor is sent to sign-in before anything is painted (the
 * page is hidden first, so the account frame never shows). With one, it marks the section for
 * the static page's title, and prepares the two requests the session restore waits for: the main
 * data, with exactly the headers the ApiClient sends (spec section 7), and the deployed runtime
 * configuration, as its loader asks for it. The paint-first loader sends them once the page is
 * painted, beside the bundles (sent earlier, they are one more thing a slow phone's first paint
 * waits for); the ApiClient and the loader take the replies, and send them themselves if they
 * ask first. The cookie is not proof of a session: a refused token is handled by the store as
 * for any other request.
 */
export function accountHeadScript({ signInPath }: { signInPath: string }): string {
  return (
    `(function(){try{${readToken}` +
    `if(t===null){${leaveFor(`${JSON.stringify(signInPath)}+"?"+new URLSearchParams({redirectTo:location.pathname+location.search+location.hash})`)}return}` +
    `var s=${String(sectionInPath)}.exec(location.pathname);s=s&&(s[1]||"home");` +
    `if(${JSON.stringify(profileSections)}.indexOf(s)>=0)document.documentElement.setAttribute(${JSON.stringify(accountSectionAttribute)},s);` +
    `}catch(x){}})();`
  );
}

/**
 * Runs in `<head>` of the visitors-only pages (sign-in, sign-up, restore-password; the `guest`
 * guard): with a token cookie the page is hidden and replaced by the profile before its form is
 * painted, as the guard would do once the session is restored, a second or more later. A token
 * the server refuses is cleared by the profile's restore, whose guard sends the visitor back
 * here in-app, so there is no loop (decisions/0890).
 */
export function guestHeadScript({ profilePath }: { profilePath: string }): string {
  return `(function(){try{${readToken}if(t!==null){${leaveFor(JSON.stringify(profilePath))}}}catch(x){}})();`;
}

/**
 * Runs in `<head>` of the public pages (not the account pages, whose frame offers sign-out
 * from its first paint, nor the visitors-only ones, which send a session on): marks `<html>`
 * when a session cookie is stored, for `sessionHintCss` (`app/sessionHint.ts`). Not proof of a session.
 */
export function sessionHintHeadScript(): string {
  return `(function(){try{${readToken}if(t!==null)document.documentElement.setAttribute(${JSON.stringify(sessionCookieAttribute)},"")}catch(x){}})();`;
}
