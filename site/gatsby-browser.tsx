import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { GatsbyBrowser } from 'gatsby';
import { markPageHydrated } from './src/app/pageHydration';
import { installStartupErrorHandler, startupErrors } from './src/errors/startupErrors';
import { splitLocalizedPath } from './src/i18n/locales';
import { afterPageMove, installPageAnnouncer, notePageMove } from './src/navigation/pageAnnouncer';
import './src/navigation/pageAnnouncer.css';
import { schedulePrefetch } from './src/navigation/prefetch';

declare global {
  interface Window {
    /** Gatsby's public page loader (cache-dir/loader.js). */
    ___loader?: { hovering(pathname: string): Promise<unknown> | undefined };
  }
  interface Navigator {
    /** The Network Information API (Chromium only). */
    connection?: { effectiveType?: string; saveData?: boolean };
  }
}

let removeStartupErrorHandler: (() => void) | null = null;

export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  removeStartupErrorHandler = installStartupErrorHandler(window, (error) => startupErrors.report(error));
  installPageAnnouncer();
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
  // Components rendered from now on are client renders (`useMounted` is true from their first).
  markPageHydrated();
  // Loading finished: from here on, errors belong to the page's own handling.
  removeStartupErrorHandler?.();
  removeStartupErrorHandler = null;
  // Gatsby calls this among the root's effects after hydration, one task React does not slice:
  // what follows (requesting a chunk, scheduling the prefetch) runs in a task of its own.
  setTimeout(startAfterStart, 0);
};

/**
 * Gatsby's own choice (hydrate a page that has static HTML, render a client-only one), but the
 * hydration runs as a transition: React then hydrates in slices of a few milliseconds and
 * yields to the browser between them, instead of one task of 100 ms and more on a slow phone
 * that would hold back any input (Total Blocking Time). Links work before hydration anyway,
 * being plain anchors in the static HTML.
 */
function hydrateInSlices(element: ReactElement, container: Element): () => void {
  // Only the page root has static HTML to hydrate: in development Gatsby renders more
  // (its indicator) into fresh, empty elements with the same function.
  const focusWrapper = document.getElementById('gatsby-focus-wrapper');
  if (container.id === '___gatsby' && focusWrapper && focusWrapper.children.length > 0) {
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, element);
    });
    return () => root?.unmount();
  }
  const root = createRoot(container);
  root.render(element);
  return () => root.unmount();
}

// Gatsby types the renderer as ReactDOM.render's overloads; it calls it with (element, container)
// and unmounts through the returned function where it needs to.
type Renderer = ReturnType<NonNullable<GatsbyBrowser['replaceHydrateFunction']>>;
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => hydrateInSlices as unknown as Renderer;

export { wrapPageElement, wrapRootElement } from './src/app/pageWrappers';
