import { forwardRef, useId, type ReactNode } from 'react';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import * as styles from './ErrorView.css';

export interface ErrorViewTitles {
  /** For status 404 ("Page Not Found"). */
  notFound: string;
  /** For every other status ("Internal Server Error"). */
  internal: string;
}

export interface ErrorViewProps {
  /**
   * HTTP-like status of the failure, shown large above the title; 500 when unknown.
   * @default 500
   */
  status?: number;
  /** The translated titles the status picks from: one for 404, one for everything else. */
  titles: ErrorViewTitles;
  /** Replaces the title chosen by status, when the failure came with its own. */
  statusMessage?: string;
  /** The error message. Any stack trace in it is cut off before it reaches the page. */
  message?: string;
  /** Where to go from here, e.g. a link home. */
  action?: ReactNode;
  /**
   * The title's heading level: 1 on an error page, 2 when the view sits inside a page.
   * @default 1
   */
  headingLevel?: 1 | 2;
}

export const defaultErrorStatus = 500;

export function errorTitle(status: number, titles: ErrorViewTitles, statusMessage?: string): string {
  if (statusMessage?.trim()) return statusMessage;
  return status === 404 ? titles.notFound : titles.internal;
}

// V8 writes frames as "    at fn (file:1:2)", Firefox and Safari as "fn@file:1:2".
const stackFrame = /^\s*at\s|^[^\s@]*@\S+:\d+:\d+$/;

/**
 * Keeps what a user can read and drops stack frames: an `error.stack` passed where the
 * message belongs must not show the site's internals.
 */
export function withoutStack(message: string): string {
  const lines = message.split(/\r?\n/);
  const firstFrame = lines.findIndex((line) => stackFrame.test(line));
  return (firstFrame === -1 ? lines : lines.slice(0, firstFrame)).join('\n').trim();
}

/**
 * **Use it** as the content of an error page (404, 500) or a failed section: status, title, message
 * without a stack trace, a way out.
 *
 * **Use something else** FormError for a form; a Toaster notification for a background failure.
 *
 * **Don't** show `error.stack` or server internals; the component cuts stack frames, but pass
 * messages.
 */
export const ErrorView = forwardRef<HTMLElement, ErrorViewProps>(function ErrorView({
  status = defaultErrorStatus,
  titles,
  statusMessage,
  message,
  action,
  headingLevel = 1,
}, ref) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const description = message ? withoutStack(message) : '';
  return (
    <Stack as="section" space="md" align="center" ref={ref} className={styles.root} aria-labelledby={titleId} data-status={status}>
      <p className={styles.status}>{status}</p>
      <Heading id={titleId} className={styles.title}>
        {errorTitle(status, titles, statusMessage)}
      </Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? (
        <Inline space="xs" align="center" className={styles.action}>
          {action}
        </Inline>
      ) : null}
    </Stack>
  );
});
