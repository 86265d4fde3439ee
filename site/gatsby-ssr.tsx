import type { GatsbySSR } from 'gatsby';
import { routes } from '@chameleon/contract';
import { accountHeadScript, guestHeadScript, sessionHintHeadScript } from './src/app/accountHeadScript';
import { sessionHintCss } from './src/app/sessionHint';
import { defaultRuntimeConfig } from './src/config/defaults';
import { routeGuards, signInPath } from './src/guards/routeMiddleware';
import { profileHome } from './src/guards/safeRedirectTarget';
import { splitLocalizedPath } from './src/i18n/locales';
import { rootLanguageScript } from './src/i18n/rootLanguageScript';
import { themeScript } from './src/theme/themeScript';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  const { language, originalPath } = splitLocalizedPath(pathname);
  setHtmlAttributes({ lang: language });
  // Blocking on purpose: it must set the theme before the first paint.
  setHeadComponents([
    <script key="theme" dangerouslySetInnerHTML={{ __html: themeScript }} />,
    // Blocking on purpose too: the bare root sends other languages on before painting Russian.
    ...(pathname === '/' ? [<script key="root-language" dangerouslySetInnerHTML={{ __html: rootLanguageScript }} />] : []),
    // And here: a visitor goes to sign-in before the account frame paints; a session's main data
    // is requested before any bundle.
    ...(originalPath.startsWith('/profile/')
      ? [
          <script
            key="account"
            dangerouslySetInnerHTML={{
              __html: accountHeadScript({
                language,
                apiBaseUrl: defaultRuntimeConfig.apiBaseUrl,
                mainDataPath: routes.frontendData.path,
                signInPath: signInPath(language),
              }),
            }}
          />,
        ]
      : []),
    // And on the visitors-only pages: a session goes to the profile before the form paints.
    ...(routeGuards[originalPath]?.includes('guest')
      ? [<script key="guest" dangerouslySetInnerHTML={{ __html: guestHeadScript({ profilePath: profileHome(language) }) }} />]
      : []),
    // And on the other public pages: the static header's "Sign in" stays hidden for a session.
    ...(!originalPath.startsWith('/profile/') && !routeGuards[originalPath]?.includes('guest')
      ? [
          <script key="session-hint" dangerouslySetInnerHTML={{ __html: sessionHintHeadScript() }} />,
          <style key="session-hint-style" dangerouslySetInnerHTML={{ __html: sessionHintCss }} />,
        ]
      : []),
  ]);
};

export { wrapPageElement, wrapRootElement } from './src/app/pageWrappers';
