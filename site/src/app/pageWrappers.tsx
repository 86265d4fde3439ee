import type { GatsbyBrowser, GatsbySSR } from 'gatsby';
import type { ReactElement } from 'react';
import { PageErrorBoundary, type PageElementProps } from '../errors/PageErrorBoundary';
import { PageI18n } from '../i18n/PageI18n';
import { AppRoot } from './AppRoot';
import { PageToaster } from './AppToaster';
import { PageDemoNotice } from './PageDemoNotice';

/**
 * The element wrappers of gatsby-browser.tsx and gatsby-ssr.tsx, written once: the server's
 * HTML and the browser's first render must wrap pages alike or hydration fails.
 */
export const wrapRootElement = (({ element }: { element: ReactElement }) => (isPageHead(element) ? element : <AppRoot>{element}</AppRoot>)) satisfies GatsbyBrowser['wrapRootElement'] &
  GatsbySSR['wrapRootElement'];

/**
 * Gatsby also wraps each page's `Head` in `wrapRootElement`, rendered in a React root of its own
 * (gatsbyjs/gatsby#38269). Our heads need none of AppRoot's providers, and a second AppRoot
 * would be a second tab's worth of stores, theme and configuration, its effects running as the
 * page hydrates. A head element is the one given Gatsby's Head props (`pageContext`, `location`).
 */
function isPageHead({ props }: ReactElement<object>): boolean {
  return 'pageContext' in props && 'location' in props;
}

export const wrapPageElement = (({ element, props }: { element: ReactElement; props: object }) => {
  const page = props as PageElementProps;
  return (
    <>
      <PageErrorBoundary {...page}>
        <PageI18n page={page.pageContext?.i18n} locales={page.data?.locales}>
          {element}
        </PageI18n>
      </PageErrorBoundary>
      <PageToaster locales={page.data?.locales} />
      <PageDemoNotice locales={page.data?.locales} />
    </>
  );
}) satisfies GatsbyBrowser['wrapPageElement'] & GatsbySSR['wrapPageElement'];
