import type { GatsbySSR } from 'gatsby';

// Lighthouse's SEO and accessibility audits want the document language, as the real site sets it.
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes }) => {
  const prefix = /^\/(en|de|es|fr)(\/|$)/.exec(pathname);
  setHtmlAttributes({ lang: prefix?.[1] ?? 'ru' });
};
