import type { GatsbyBrowser } from 'gatsby';
import { AppRoot } from './src/app/AppRoot';
import { PageToaster } from './src/app/AppToaster';
import { PageErrorBoundary, type PageElementProps } from './src/errors/PageErrorBoundary';
import { installStartupErrorHandler, startupErrors } from './src/errors/startupErrors';
import { splitLocalizedPath } from './src/i18n/locales';
import { watchForNewBuilds } from './src/navigation/buildWatcher';
import { schedulePrefetch } from './src/navigation/prefetch';

declare global {
  interface Window {
    /** Gatsby's page loader (production-app.js). */
    ___loader?: { prefetch(pathname: string): unknown };
  }
  interface Navigator {
    /** The Network Information API (Chromium only). */
    connection?: { effectiveType?: string };
  }
}

let removeStartupErrorHandler: (() => void) | null = null;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  removeStartupErrorHandler = installStartupErrorHandler(window, (error) => startupErrors.report(error));
  watchForNewBuilds();
};

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  // Loading finished: from here on, errors belong to the page's own handling.
  removeStartupErrorHandler?.();
  removeStartupErrorHandler = null;
  schedulePrefetch(splitLocalizedPath(window.location.pathname).language, {
    prefetch: (pathname) => window.___loader?.prefetch(pathname),
    effectiveType: navigator.connection?.effectiveType,
  });
};

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <AppRoot>{element}</AppRoot>;

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <>
    <PageErrorBoundary {...(props as PageElementProps)}>{element}</PageErrorBoundary>
    <PageToaster locales={(props as PageElementProps).data?.locales} />
  </>
);
