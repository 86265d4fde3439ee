import { forwardRef, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '../Button';
import { Logo } from '../Logo';
import { AnchorLink, SiteLink, type LinkComponent } from '../layouts/Page/SiteLink';
import { cx, visuallyHidden } from '../utils';
import * as styles from './Header.css';
import { CloseIcon, MenuIcon } from '../icons';

export interface HeaderMenuItem {
  id: string;
  label: string;
  href: string;
  /** The page being shown: marked with `aria-current="page"`. */
  current?: boolean;
  /** Leaves the site: opens in a new tab. */
  external?: boolean;
}

export interface HeaderMenu {
  /** Names the `<nav>` landmark, e.g. "Main menu". */
  label: string;
  /** Names the button that opens the menu on narrow screens, e.g. "Menu". */
  toggleLabel: string;
  items: readonly HeaderMenuItem[];
}

export const headerAccountKinds = ['signIn', 'signOut'] as const;
export type HeaderAccountKind = (typeof headerAccountKinds)[number];

export interface HeaderAccountAction {
  kind: HeaderAccountKind;
  label: string;
  href: string;
}

export interface HeaderProps {
  home: {
    href: string;
    /** The logo link's accessible name; starts with the product name, e.g. "Chameleon — home page". */
    label: string;
  };
  /** The product name shown as the wordmark. */
  brand: string;
  /** Leave it out for the slim header of the sign-in pages. */
  menu?: HeaderMenu;
  /** Slot for a `LanguageSwitcher`. */
  languageSwitcher?: ReactNode;
  /** Slot for a `ThemeToggle`. */
  themeToggle?: ReactNode;
  /** Sign in for visitors, sign out for signed-in users. */
  account?: HeaderAccountAction;
  /** Read after external menu entries, e.g. "(opens in a new tab)". */
  newTabHint?: string;
  /**
   * The router's link component (Gatsby's `Link`), given `href` as `to`; plain anchors by default.
   * @default AnchorLink (a plain <a>)
   */
  linkAs?: LinkComponent;
  className?: string;
}

/**
 * The site header. Below 1024 px the menu folds behind a disclosure button; the open
 * panel overlays the page, so opening it shifts nothing.
 *
 * **Use it** once per page, as the site's top bar: logo, menu, language, theme and account
 * controls; the menu collapses below 1024 px.
 *
 * **Use something else** nothing: every layout takes it through its `header` slot.
 *
 * **Don't** add a second navigation bar, or put page actions in it.
 */
export const Header = forwardRef<HTMLElement, HeaderProps>(function Header({ home, brand, menu, languageSwitcher, themeToggle, account, newTabHint, linkAs = AnchorLink, className }, ref) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    toggleRef.current?.focus();
  };

  // Tabbing past the last entry leaves the menu: the panel would otherwise cover the page being tabbed into.
  const onNavBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setOpen(false);
  };

  const accountAction = account ? (
    <Button
      linkAs={linkAs}
      to={account.href}
      variant={account.kind === 'signIn' ? 'primary' : 'secondary'}
      size="sm"
      className={styles.account}
      data-kind={account.kind}
      onClick={() => setOpen(false)}
    >
      {account.label}
    </Button>
  ) : null;

  return (
    <header ref={ref} className={cx(styles.root, className)} data-menu={menu ? (open ? 'open' : 'closed') : undefined}>
      <div className={styles.bar}>
        <SiteLink href={home.href} linkAs={linkAs} aria-label={home.label} className={styles.home}>
          <Logo name={brand} variant="responsive" />
        </SiteLink>
        {menu ? (
          // The key handler only catches Escape bubbling up from the button and links inside.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <nav ref={navRef} aria-label={menu.label} className={styles.nav} onKeyDown={onNavKeyDown} onBlur={onNavBlur}>
            <button
              ref={toggleRef}
              type="button"
              className={styles.toggle}
              aria-expanded={open}
              aria-controls={panelId}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? <CloseIcon className={styles.toggleIcon} /> : <MenuIcon className={styles.toggleIcon} />}
              <span className={visuallyHidden}>{menu.toggleLabel}</span>
            </button>
            <div id={panelId} className={styles.panel} data-state={open ? 'open' : 'closed'}>
              <ul className={styles.list}>
                {menu.items.map((item) => (
                  <li key={item.id}>
                    <SiteLink
                      href={item.href}
                      external={item.external}
                      newTabHint={newTabHint}
                      linkAs={linkAs}
                      aria-current={item.current ? 'page' : undefined}
                      className={styles.item}
                      onClick={() => setOpen(false)}
                    >
                      {item.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
              {accountAction}
            </div>
          </nav>
        ) : null}
        <div className={styles.tools}>
          {languageSwitcher}
          {themeToggle}
          {menu ? null : accountAction}
        </div>
      </div>
    </header>
  );
});
