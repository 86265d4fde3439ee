import type { GatsbySSR } from 'gatsby';
import { defaultMainId, defaultTheme, themeAttribute } from '@chameleon/ui';
import { isAccountPath } from './src/guards/sessionRules';
import { accountPreloads, bundlePreloads } from './src/head/preloads';
import { headScripts } from './src/head/headScripts';
import { holdScriptsUntilPaint } from './src/head/holdScripts';
import { isGuardedPath, sessionHintCss } from './src/head/sessionHead';
import { splitLocalizedPath } from './src/i18n/locales';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  const { language, originalPath } = splitLocalizedPath(pathname);
  // The account and visitors-only pages never show the static "Sign in" to a session: the head
  // script sends one side away and the account frame offers sign-out.
  const hintsSession = !isGuardedPath(originalPath);
  // The default theme is named on the root from the first byte: the static page paints with its
  // colour scheme (scrollbars, form controls), and the theme store's own setting after
  // hydration changes nothing, where adding the attribute then restyled the whole document.
  // (Gatsby types these as React's props of <html>, which name no data-* attribute.)
  setHtmlAttributes({ lang: language, [themeAttribute]: defaultTheme } as Parameters<typeof setHtmlAttributes>[0]);
  // Blocking on purpose: it acts before the first paint (src/head/), one script per kind of page.
  setHeadComponents([
    <script key="head" dangerouslySetInnerHTML={{ __html: headScripts[hintsSession ? (pathname === '/' ? 'root' : 'public') : 'guarded'] }} />,
    // No paint before the page is parsed to the end of its main region: a paint while the parser
    // yields (a slow phone) showed the header's actions without the theme toggle, which then
    // pushed them aside (a layout shift). A page without that element paints as parsing ends.
    <link key="expect-frame" rel="expect" href={`#${defaultMainId}`} {...{ blocking: 'render' }} />,
    // The session cookie's mark hides the static "Sign in".
    ...(hintsSession ? [<style key="session-hint" dangerouslySetInnerHTML={{ __html: sessionHintCss() }} />] : []),
    ...(isAccountPath(originalPath) ? accountPreloads(pathname) : bundlePreloads()).map((preload) => <link key={preload.href} rel="preload" {...preload} />),
  ]);
};

// Gatsby's scripts start once the page is painted (src/head/scriptsAfterPaint.ts).
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  replacePostBodyComponents(holdScriptsUntilPaint(getPostBodyComponents(), <script key="after-paint" dangerouslySetInnerHTML={{ __html: headScripts.afterPaint }} />));
};

export { wrapPageElement, wrapRootElement } from './src/app/pageWrappers';
