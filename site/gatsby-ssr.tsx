import type { GatsbySSR } from 'gatsby';
import { defaultTheme, themeAttribute } from '@chameleon/ui';
import { guestOnlyPaths, isAccountPath } from './src/guards/sessionRules';
import { accountPreloads } from './src/head/accountPreloads';
import { headScripts } from './src/head/headScripts';
import { sessionHintCss } from './src/head/sessionHead';
import { splitLocalizedPath } from './src/i18n/locales';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  const { language, originalPath } = splitLocalizedPath(pathname);
  // The account and visitors-only pages never show the static "Sign in" to a session: the head
  // script sends one side away and the account frame offers sign-out.
  const hintsSession = !isAccountPath(originalPath) && !(guestOnlyPaths as readonly string[]).includes(originalPath);
  // The default theme is named on the root from the first byte: the static page paints with its
  // colour scheme (scrollbars, form controls), and the theme store's own setting after
  // hydration changes nothing, where adding the attribute then restyled the whole document.
  // (Gatsby types these as React's props of <html>, which name no data-* attribute.)
  setHtmlAttributes({ lang: language, [themeAttribute]: defaultTheme } as Parameters<typeof setHtmlAttributes>[0]);
  // Blocking on purpose, all of them: each acts before the first paint (src/head/).
  setHeadComponents([
    <script key="theme" dangerouslySetInnerHTML={{ __html: headScripts.theme }} />,
    // The bare root sends other languages on before painting Russian.
    ...(pathname === '/' ? [<script key="root-language" dangerouslySetInnerHTML={{ __html: headScripts.rootLanguage }} />] : []),
    // The guards' session rule on the token cookie; elsewhere it marks a session for this style.
    <script key="session" dangerouslySetInnerHTML={{ __html: headScripts.session }} />,
    ...(hintsSession ? [<style key="session-hint" dangerouslySetInnerHTML={{ __html: sessionHintCss }} />] : []),
    // Gatsby's loader fetches page data as same-origin CORS requests: `crossOrigin` makes them match.
    ...(isAccountPath(originalPath)
      ? accountPreloads(pathname).map(({ href, as }) => <link key={href} rel="preload" href={href} as={as} {...(as === 'fetch' ? { crossOrigin: 'anonymous' as const } : {})} />)
      : []),
  ]);
};

export { wrapPageElement, wrapRootElement } from './src/app/pageWrappers';
