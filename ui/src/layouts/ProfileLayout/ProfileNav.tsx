import { useLayoutEffect, useRef } from 'react';
import { AnchorLink, type LinkComponent } from '../Page/SiteLink';
import * as styles from './ProfileNav.css';

export interface ProfileNavItem {
  id: string;
  label: string;
  href: string;
  /** The section being shown: marked with `aria-current="page"`. */
  current?: boolean;
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

/** The account area's section links: a sidebar list on wide screens, a scrolling tab bar on phones. */
export function ProfileNav({ label, items, linkAs: Link = AnchorLink }: ProfileNavProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const currentId = items.find((item) => item.current)?.id;

  // On a phone the current tab may lie beyond the right edge: centre it before the first
  // paint, moving only the bar (scrollIntoView could scroll the page as well).
  useIsomorphicLayoutEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [currentId]);

  return (
    <nav aria-label={label} className={styles.root}>
      <ul ref={listRef} className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.entry}>
            <Link to={item.href} aria-current={item.current ? 'page' : undefined} className={styles.link}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
