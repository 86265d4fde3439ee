import { useEffect, useRef, useState, type ReactNode } from 'react';
import { navigate } from 'gatsby';
import { pageHydrated } from '../../app/pageHydration';
import * as styles from './StaticHtml.css';

export interface StaticHtmlProps {
  /** Names the wrapper in the static HTML, so the browser's first render can find it: unique on the page, letters and dashes. */
  id: string;
  /**
   * What the content depends on beyond the page's build (the runtime configuration, the year):
   * the kept HTML stays only while these equal what they were at hydration; any change renders
   * `children` live in its place.
   */
  deps?: readonly unknown[];
  /**
   * Renders the content. A function, called only when the content is rendered live: while the
   * kept HTML stands, none of its props are computed (the landing page's forty-odd translations
   * were one unsliceable piece of the hydration render, 8-11 ms unthrottled).
   */
  children: () => ReactNode;
}

/** The server-rendered HTML of this wrapper, if this render is the page's hydration. */
function serverHtml(id: string): string | null {
  if (pageHydrated() || typeof document === 'undefined') return null;
  const node = document.querySelector(`[data-static-html="${id}"]`);
  return node ? node.innerHTML : null;
}

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * Opens an in-app route the way Gatsby's `Link` would have, for the router links inside kept
 * HTML (React no longer owns them). Anything else (new tabs, modifier keys, downloads,
 * hashes, other sites) is left to the browser.
 */
function followRouterLink(this: HTMLElement, event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const anchor = (event.target as Element).closest?.('a[data-router-link]');
  if (!(anchor instanceof HTMLAnchorElement) || !this.contains(anchor)) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(`${anchor.pathname}${anchor.search}${anchor.hash}`);
}

/**
 * Content that never changes after the build (the landing page's sections, the footer):
 * rendered on the server as usual, but the browser's hydration keeps that HTML as it is
 * instead of rebuilding it in React. React neither renders these components nor walks their
 * DOM (a `dangerouslySetInnerHTML` element is not hydrated below itself), which is the main
 * thread's work beyond the framework on the landing page. Router links keep working in-app
 * through one delegated click handler (their pages are prefetched 1 s after start, so no
 * hover prefetch as Gatsby's `Link` has). On a client-side visit (no server HTML), or once
 * `deps` change, `children()` is rendered as usual.
 */
export function StaticHtml({ id, deps = [], children }: StaticHtmlProps) {
  const [kept] = useState(() => ({ html: serverHtml(id), deps }));
  const keep = kept.html !== null && sameDeps(kept.deps, deps);
  const keptRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = keptRef.current;
    if (!keep || !node) return undefined;
    node.addEventListener('click', followRouterLink);
    return () => node.removeEventListener('click', followRouterLink);
  }, [keep]);
  return keep ? (
    <div
      key="kept"
      ref={keptRef}
      data-static-html={id}
      className={styles.root}
      // The server's own HTML of this very element, read back from the page: nothing foreign.
      dangerouslySetInnerHTML={{ __html: kept.html as string }}
      suppressHydrationWarning
    />
  ) : (
    <div key="live" data-static-html={id} className={styles.root}>
      {children()}
    </div>
  );
}
