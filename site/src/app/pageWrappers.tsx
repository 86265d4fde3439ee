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
export const wrapRootElement = (({ element }: { element: ReactElement }) => <AppRoot>{element}</AppRoot>) satisfies GatsbyBrowser['wrapRootElement'] &
  GatsbySSR['wrapRootElement'];

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
