import type { GatsbySSR } from 'gatsby';
import { defaultTheme, themeAttribute } from '@chameleon/ui';
import { accountHeadScript, guestHeadScript, sessionHintHeadScript } from './src/app/accountHeadScript';
import { sessionHintCss } from './src/app/sessionHint';
import { routeGuards, signInPath } from './src/guards/routeMiddleware';
import { profileHome } from './src/guards/safeRedirectTarget';
import { splitLocalizedPath } from './src/i18n/locales';
import { rootLanguageScript } from './src/i18n/rootLanguageScript';
import { themeScript } from './src/theme/themeScript';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  const { language, originalPath } = splitLocalizedPath(pathname);
  // The default theme is named on the root from the first byte: the static page paints with its
  // colour scheme (scrollbars, form controls), and the theme store's own setting after
  // hydration changes nothing, where adding the attribute then restyled the whole document.
  // (Gatsby types these as React's props of <html>, which name no data-* attribute.)
  setHtmlAttributes({ lang: language, [themeAttribute]: defaultTheme } as Parameters<typeof setHtmlAttributes>[0]);
  // Which session head script the page gets: each acts on the token cookie before the first paint.
  const kind = originalPath.startsWith('/profile/') ? 'account' : routeGuards[originalPath]?.includes('guest') ? 'guest' : 'public';
  setHeadComponents([
    // Blocking on purpose: it must set the theme before the first paint.
    <script key="theme" dangerouslySetInnerHTML={{ __html: themeScript }} />,
    // Blocking on purpose too: the bare root sends other languages on before painting Russian.
    ...(pathname === '/' ? [<script key="root-language" dangerouslySetInnerHTML={{ __html: rootLanguageScript }} />] : []),
    // Account pages: a visitor goes to sign-in before the frame paints; a session's main data
    // is prepared, to be sent with the bundles.
    ...(kind === 'account'
      ? [
          <script
            key="account"
            dangerouslySetInnerHTML={{
              __html: accountHeadScript({ signInPath: signInPath(language) }),
            }}
          />,
        ]
      : []),
    // Visitors-only pages: a session goes to the profile before the form paints.
    ...(kind === 'guest' ? [<script key="guest" dangerouslySetInnerHTML={{ __html: guestHeadScript({ profilePath: profileHome(language) }) }} />] : []),
    // Other public pages: the static header's "Sign in" stays hidden for a session.
    ...(kind === 'public'
      ? [
          <script key="session-hint" dangerouslySetInnerHTML={{ __html: sessionHintHeadScript() }} />,
          <style key="session-hint-style" dangerouslySetInnerHTML={{ __html: sessionHintCss }} />,
        ]
      : []),
  ]);
};

export { wrapPageElement, wrapRootElement } from './src/app/pageWrappers';
