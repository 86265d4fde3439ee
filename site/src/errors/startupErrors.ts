import { isChunkLoadError } from '../navigation/reloadGuard';

type StartupErrorListener = (error: Error) => void;

/**
 * Carries failures of the start-up phase to the page's error boundary, which shows the error
 * page for them. An error reported before the boundary listens waits for it.
 */
export class StartupErrorChannel {
  private pending: Error | null = null;
  private readonly listeners = new Set<StartupErrorListener>();

  report(error: Error): void {
    if (this.listeners.size === 0) {
      this.pending ??= error;
      return;
    }
    for (const listener of this.listeners) listener(error);
  }

  /** Hands over a waiting error at once; returns the function that stops listening. */
  listen(listener: StartupErrorListener): () => void {
    this.listeners.add(listener);
    const waiting = this.pending;
    this.pending = null;
    if (waiting !== null) listener(waiting);
    return () => {
      this.listeners.delete(listener);
    };
  }
}

/** The tab's channel: `gatsby-browser` reports into it, `PageErrorBoundary` listens. */
export const startupErrors = new StartupErrorChannel();

/**
 * The error an `error` or `unhandledrejection` event stands for, or null when it is none of
 * start-up's business: a failed code chunk (Gatsby loads the page again for it), or an error
 * event without an error object (a cross-origin script's "Script error.", ResizeObserver
 * notices).
 */
export function startupErrorFrom(event: Event): Error | null {
  let failure: unknown;
  // A rejection with nothing in it is still a failure; an error event without an error is not ours.
  if (event.type === 'unhandledrejection') failure = (event as PromiseRejectionEvent).reason ?? '';
  else if (event.type === 'error') failure = (event as ErrorEvent).error;
  if (failure === undefined || failure === null) return null;
  const error = failure instanceof Error ? failure : new Error(typeof failure === 'string' ? failure : '');
  return isChunkLoadError(error) ? null : error;
}

/**
 * Spec section 4: from the client entry until the first render finished, any failure goes to
 * the app-wide handler and the error page is shown. Returns the function that removes the
 * handler, for when loading finished.
 */
export function installStartupErrorHandler(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>, report: (error: Error) => void): () => void {
  const onFailure = (event: Event) => {
    const error = startupErrorFrom(event);
    if (error !== null) report(error);
  };
  target.addEventListener('error', onFailure);
  target.addEventListener('unhandledrejection', onFailure);
  return () => {
    target.removeEventListener('error', onFailure);
    target.removeEventListener('unhandledrejection', onFailure);
  };
}
