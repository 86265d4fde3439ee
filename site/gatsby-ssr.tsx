import type { GatsbySSR } from 'gatsby';
import { routes } from '@chameleon/contract';
import { accountHeadScript } from './src/app/accountHeadScript';
import { defaultRuntimeConfig } from './src/config/defaults';
import { signInPath } from './src/guards/routeMiddleware';
import { AppRoot } from './src/app/AppRoot';
import { PageToaster } from './src/app/AppToaster';
import { PageDemoNotice } from './src/app/PageDemoNotice';
import { PageErrorBoundary, type PageElementProps } from './src/errors/PageErrorBoundary';
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
  ]);
};

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <AppRoot>{element}</AppRoot>;

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element, props }) => (
  <>
    <PageErrorBoundary {...(props as PageElementProps)}>{element}</PageErrorBoundary>
    <PageToaster locales={(props as PageElementProps).data?.locales} />
    <PageDemoNotice locales={(props as PageElementProps).data?.locales} />
  </>
);
