import { useCallback, useLayoutEffect, useRef } from 'react';
import { AnchorLink, type LinkComponent } from '../Page/SiteLink';
import * as styles from './ProfileNav.css';

export interface ProfileNavItem {
  /** Stable id of the entry (the React key). */
  id: string;
  /** The section's name as the entry shows it. */
  label: string;
  /** The section's address. */
  href: string;
  /** The section being shown: marked with `aria-current="page"`. */
  current?: boolean;
  /**
   * Kept in view at the end of the phone's tab bar however it is scrolled (Log out): what must
   * never need a sideways swipe to find. Pinned entries come after the others.
   */
  pinned?: boolean;
  /** On the entry (`<li>`): for a page that shows an entry only in some states, by its own CSS. */
  className?: string;
}

export interface ProfileNavProps {
  /** Names the `<nav>` landmark, e.g. "Account sections". */
  label: string;
  /** Profile, Subscription, Transactions, Payment, Settings, Log out. */
  items: readonly ProfileNavItem[];
  /**
   * The router's link for the entries (Gatsby's `Link`, say).
   * @default a plain `<a>`
   */
  linkAs?: LinkComponent;
}

// Runs before paint on the client only; the server render has no layout to measure.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * The account area's section links: a sidebar list on wide screens; on phones a tab bar that
 * scrolls sideways, starts scrolled to the current tab, and fades the edge where more tabs lie
 * beyond. Pinned entries (Log out) sit beside the scrolling tabs, not over them: no tab ever
 * lies under another target (WCAG 2.2 SC 2.5.8), and the arrow before them is a gap no tap
 * crosses, so a tab cut by the bar's edge stays clear of Log out.
 */
export function ProfileNav({ label, items, linkAs: Link = AnchorLink }: ProfileNavProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const currentId = items.find((item) => item.current)?.id;

  /** Marks the edges with tabs beyond them (the fades). */
  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const scrolls = list.scrollWidth > list.clientWidth + 1;
    const start = Math.abs(list.scrollLeft);
    list.toggleAttribute('data-more-start', scrolls && start > 1);
    list.toggleAttribute('data-more-end', scrolls && start + list.clientWidth < list.scrollWidth - 1);
  }, []);

  // On a phone the current tab may lie beyond the edge: bring it into the middle of the bar,
  // moving only the bar (scrollIntoView could scroll the page as well). Done before the first
  // paint and again whenever the bar's size settles (fonts, the section's chunk arriving), since
  // a measurement taken before then is off. A tab with the keyboard's focus goes first: focus
  // out of sight is focus lost (WCAG 2.2 SC 2.4.11).
  const reveal = useCallback(() => {
    const list = listRef.current;
    const focused = document.activeElement;
    const current = focused instanceof HTMLElement && list?.contains(focused) ? focused : list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current && list.scrollWidth > list.clientWidth) {
      // Measured against the bar itself: `offsetLeft` counts from whatever ancestor is positioned.
      const offset = current.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
      list.scrollLeft = offset - Math.max(0, (list.clientWidth - current.offsetWidth) / 2);
    }
    measure();
  }, [measure]);

  useIsomorphicLayoutEffect(reveal, [currentId, reveal]);

  useIsomorphicLayoutEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(reveal);
    observer.observe(list);
    for (const entry of Array.from(list.children)) observer.observe(entry);
    return () => observer.disconnect();
  }, [reveal]);

  const entry = (item: ProfileNavItem) => (
    <li key={item.id} className={item.className === undefined ? styles.entry : `${styles.entry} ${item.className}`}>
      <Link to={item.href} aria-current={item.current ? 'page' : undefined} className={styles.link}>
        {item.label}
      </Link>
    </li>
  );
  const pinned = items.filter((item) => item.pinned);
  return (
    <nav aria-label={label} className={styles.root}>
      <ul ref={listRef} className={styles.list} onScroll={measure}>
        {items.filter((item) => !item.pinned).map(entry)}
      </ul>
      {pinned.length > 0 ? <ul className={styles.pinned}>{pinned.map(entry)}</ul> : null}
    </nav>
  );
}
