import type { GatsbySSR } from 'gatsby';
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

export { wrapPageElement, wrapRootElement } from './src/app/pageWrappers';
