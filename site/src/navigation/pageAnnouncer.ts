import { useEffect, useLayoutEffect } from 'react';

/**
 * The one route announcer of the site (it replaces Gatsby's, which `pageAnnouncer.css.ts`
 * hides). Gatsby's reads `document.title` and the first h1 one animation frame after the
 * location changes; by then an account section's code may still be arriving, its guard still
 * checking the session, and its title set only by an effect, so it named the page being left.
 *
 * Here the page itself says when it is on screen: every page's heading owner calls
 * `usePageTitle(title)`. After an in-app move (noted by `gatsby-browser`'s `onPreRouteUpdate`,
 * before anything of the new page renders) the first page to mount, or the page kept mounted
 * with a new title, sets the title, announces it and moves focus to its h1 (else `<main>`),
 * without scrolling. The first load announces nothing: the screen reader reads the page.
 */

export const announcerId = 'page-announcer';

/** A move whose page has not been announced yet. */
let pendingMove = false;
/** The title of the page on screen, while one is mounted. */
let shownTitle: string | null = null;

/** The region is made once, outside React's root, so it is in place before the first move. */
export function installPageAnnouncer(doc: Document = document): HTMLElement {
  const existing = doc.getElementById(announcerId);
  if (existing) return existing;
  const region = doc.createElement('div');
  region.id = announcerId;
  region.setAttribute('aria-live', 'polite');
  region.setAttribute('aria-atomic', 'true');
  // Visually hidden through the CSSOM (a CSP without 'unsafe-inline' allows it); it must stay
  // in the accessibility tree, so not display:none.
  Object.assign(region.style, {
    position: 'absolute',
    width: '1px',
    height: '1px',
    padding: '0',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
    border: '0',
  });
  doc.body.append(region);
  return region;
}

/** Says `text` once; the same text twice in a row is cleared first so it is read again. */
export function announce(text: string, doc: Document = document): void {
  const region = installPageAnnouncer(doc);
  if (region.textContent !== text) {
    region.textContent = text;
    return;
  }
  region.textContent = '';
  window.setTimeout(() => {
    region.textContent = text;
  }, 50);
}

/** Focus on the page's h1, or its `<main>`: the start of what changed, with no scroll and no ring. */
export function focusPageStart(doc: Document = document): void {
  const main = doc.querySelector<HTMLElement>('main');
  const target = main?.querySelector<HTMLElement>('h1') ?? doc.querySelector<HTMLElement>('h1') ?? main;
  if (!target) return;
  // A heading is not a control: it takes focus only from script, and shows no ring for it
  // (pageAnnouncer.css.ts); the next Tab continues from here.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.setAttribute('data-page-start', '');
  target.focus({ preventScroll: true });
  keepFromRouterWrapper(target, doc);
}

/**
 * Reach Router (under Gatsby) focuses its wrapper, `#gatsby-focus-wrapper`, in a passive
 * effect after a page change: after this layout effect, so it would take the focus from the
 * heading, and screen readers would read the whole page. For a moment after a move, focus
 * that lands there goes back to the page's start. Only the router does that: a click on the
 * page's text also focuses the wrapper, hence the short window and no pointer in between.
 */
function keepFromRouterWrapper(target: HTMLElement, doc: Document): void {
  const until = performance.now() + 1_000;
  const stop = () => {
    doc.removeEventListener('focusin', onFocusIn, true);
    doc.removeEventListener('pointerdown', stop, true);
  };
  function onFocusIn(event: FocusEvent) {
    if (performance.now() > until) return stop();
    if ((event.target as Element | null)?.id !== 'gatsby-focus-wrapper' || !target.isConnected) return;
    target.focus({ preventScroll: true });
  }
  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('pointerdown', stop, true);
  window.setTimeout(stop, 1_000);
}

function showPage(title: string): void {
  pendingMove = false;
  announce(title);
  focusPageStart();
}

/** An in-app move has begun: the next page to show itself is announced. */
export function notePageMove(): void {
  pendingMove = true;
}

/**
 * After a move is committed. A page kept mounted through it with an unchanged title (the same
 * page again, say) did not announce itself: do it here. A page still loading has no title
 * yet and announces itself when it mounts.
 */
export function afterPageMove(): void {
  if (pendingMove && shownTitle !== null) showPage(shownTitle);
}

// Layout effects run before paint on the client only; the server render has no document.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Declares the page on screen and its full title ("Subscription — Chameleon"). Call it in the
 * component that renders the page's h1, so the heading is in the document when it runs.
 */
export function usePageTitle(title: string): void {
  useClientLayoutEffect(() => {
    shownTitle = title;
    if (document.title !== title) document.title = title;
    if (pendingMove) showPage(title);
  }, [title]);
  useClientLayoutEffect(
    () => () => {
      shownTitle = null;
    },
    [],
  );
}

/** For tests: forget any move and page. */
export function resetPageAnnouncer(): void {
  pendingMove = false;
  shownTitle = null;
}
