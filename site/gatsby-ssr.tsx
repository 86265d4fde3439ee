import type { GatsbySSR } from 'gatsby';
import { AppRoot } from './src/app/AppRoot';
import { PageToaster } from './src/app/AppToaster';
import { PageDemoNotice } from './src/app/PageDemoNotice';
import { PageErrorBoundary, type PageElementProps } from './src/errors/PageErrorBoundary';
import { splitLocalizedPath } from './src/i18n/locales';
import { rootLanguageScript } from './src/i18n/rootLanguageScript';
import { themeScript } from './src/theme/themeScript';

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: splitLocalizedPath(pathname).language });
  // Blocking on purpose: it must set the theme before the first paint.
  setHeadComponents([
    <script key="theme" dangerouslySetInnerHTML={{ __html: themeScript }} />,
    // Blocking on purpose too: the bare root sends other languages on before painting Russian.
    ...(pathname === '/' ? [<script key="root-language" dangerouslySetInnerHTML={{ __html: rootLanguageScript }} />] : []),
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
