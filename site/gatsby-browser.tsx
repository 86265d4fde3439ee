import type { GatsbyBrowser } from 'gatsby';
import { startAccountRestore } from './src/app/useRootStore';
import { installStartupErrorHandler, startupErrors } from './src/errors/startupErrors';
import { splitLocalizedPath } from './src/i18n/locales';
import { afterPageMove, installPageAnnouncer, notePageMove } from './src/navigation/pageAnnouncer';
import './src/navigation/pageAnnouncer.css';
import { schedulePrefetch } from './src/navigation/prefetch';

declare global {
  interface Navigator {
    /** The Network Information API (Chromium only). */
    connection?: { effectiveType?: string };
  }
}

let removeStartupErrorHandler: (() => void) | null = null;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  removeStartupErrorHandler = installStartupErrorHandler(window, (error) => startupErrors.report(error));
  installPageAnnouncer();
  startAccountRestore(window.location.pathname);
};

// The first render (prevLocation null) is the page the browser loaded: nothing to announce.
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation) notePageMove();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation) afterPageMove();
};

/**
 * The build check and the prefetch's file handling arrive now, as a chunk of their own: no page
 * needs them before it is interactive (decision 0028). Without that chunk (a network failure)
 * the page works on; Gatsby's own hash check still catches a new build.
 */
function startAfterStart() {
  const afterStart = import('./src/navigation/afterStart');
  afterStart.then(({ watchForNewBuilds }) => watchForNewBuilds()).catch(() => undefined);
  schedulePrefetch(splitLocalizedPath(window.location.pathname).language, {
    // Not `___loader.prefetch`: it queues and starts 3 s later, in batches. Nor `hovering`: it
    // also evaluates the pages' modules, main-thread work during this page's start-up. The
    // page data and chunks are fetched now; they run when the visitor goes there.
    prefetch: (pathname) => void afterStart.then(({ prefetchPageFiles, browserPageFiles }) => prefetchPageFiles(pathname, browserPageFiles)).catch(() => undefined),
    effectiveType: navigator.connection?.effectiveType,
  });
}

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  // Loading finished: from here on, errors belong to the page's own handling.
  removeStartupErrorHandler?.();
  removeStartupErrorHandler = null;
  startAfterStart();
};

export { wrapPageElement, wrapRootElement } from './src/app/pageWrappers';
