import { useCallback, useLayoutEffect, useRef } from 'react';
import { AnchorLink, type LinkComponent } from '../Page/SiteLink';
import * as styles from './ProfileNav.css';

export interface ProfileNavItem {
  id: string;
  label: string;
  href: string;
  /** The section being shown: marked with `aria-current="page"`. */
  current?: boolean;
  /**
   * Kept in view at the end of the phone's tab bar however it is scrolled (Log out): what must
   * never need a sideways swipe to find.
   */
  pinned?: boolean;
}

export interface ProfileNavProps {
  /** Names the `<nav>` landmark, e.g. "Account sections". */
  label: string;
  /** Profile, Subscription, Transactions, Payment, Settings, Log out. */
  items: readonly ProfileNavItem[];
  linkAs?: LinkComponent;
}

// Runs before paint on the client only; the server render has no layout to measure.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * The account area's section links: a sidebar list on wide screens; on phones a tab bar that
 * scrolls sideways, starts scrolled to the current tab, keeps pinned entries (Log out) at its
 * end, and fades the edge where more tabs lie beyond.
 */
export function ProfileNav({ label, items, linkAs: Link = AnchorLink }: ProfileNavProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const currentId = items.find((item) => item.current)?.id;

  /** Marks the edges with tabs beyond them (the fades), and keeps focused tabs clear of the pinned end. */
  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const scrolls = list.scrollWidth > list.clientWidth + 1;
    const start = Math.abs(list.scrollLeft);
    list.toggleAttribute('data-more-start', scrolls && start > 1);
    list.toggleAttribute('data-more-end', scrolls && start + list.clientWidth < list.scrollWidth - 1);
    const pinned = scrolls ? list.querySelector<HTMLElement>('[data-pinned]') : null;
    list.style.scrollPaddingInlineEnd = pinned ? `${pinned.offsetWidth}px` : '';
  }, []);

  // On a phone the current tab may lie beyond the edge: bring it into the part of the bar the
  // pinned entries leave, moving only the bar (scrollIntoView could scroll the page as well).
  // Done before the first paint and again whenever the bar's size settles (fonts, the section's
  // chunk arriving), since a measurement taken before then is off.
  const reveal = useCallback(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (list && current && !current.closest('[data-pinned]') && list.scrollWidth > list.clientWidth) {
      const pinnedWidth = Array.from(list.querySelectorAll<HTMLElement>('[data-pinned]')).reduce((sum, entry) => sum + entry.offsetWidth, 0);
      const room = list.clientWidth - pinnedWidth;
      // Measured against the bar itself: `offsetLeft` counts from whatever ancestor is positioned.
      const offset = current.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
      list.scrollLeft = offset - Math.max(0, (room - current.offsetWidth) / 2);
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

  return (
    <nav aria-label={label} className={styles.root}>
      <ul ref={listRef} className={styles.list} onScroll={measure}>
        {items.map((item) => (
          <li key={item.id} className={styles.entry} data-pinned={item.pinned ? '' : undefined}>
            <Link to={item.href} aria-current={item.current ? 'page' : undefined} className={styles.link}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
