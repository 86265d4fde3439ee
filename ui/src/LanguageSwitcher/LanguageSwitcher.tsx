import { forwardRef, useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { AnchorLink, type LinkComponent } from '../layouts/Page/SiteLink';
import { cx, mergeRefs, visuallyHidden } from '../utils';
import * as styles from './LanguageSwitcher.css';
import { ChevronDownIcon, GlobeIcon } from '../icons';

export const switcherLocales = ['ru', 'en', 'de', 'es', 'fr'] as const;
export type SwitcherLocale = (typeof switcherLocales)[number];

/** Each language in its own words: a reader looks for the name they can read, whatever the page language is. */
export const localeNativeNames: Record<SwitcherLocale, string> = {
  ru: 'Русский',
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
};

export interface LanguageSwitcherProps {
  /** The page's language, marked as current. */
  locale: SwitcherLocale;
  /** Where each language's version of this page lives, so path and query survive the switch. */
  hrefs: Record<SwitcherLocale, string>;
  /** Called as a language is chosen (before navigation), e.g. to remember it in a cookie. */
  onSelect?: (locale: SwitcherLocale) => void;
  /** Names the control, e.g. "Language"; read with the current language's native name. */
  label: string;
  /**
   * The link component for the site's own pages (Gatsby's `Link`, say).
   * @default a plain `<a>`
   */
  linkAs?: LinkComponent;
  className?: string;
}

/**
 * A disclosure of language links: the button shows the current language's code, the list
 * every language by its native name. Arrow keys move through the list, Escape closes it
 * and returns to the button.
 *
 * **Use it** in the Header to switch the site's language; every language links to this page's own
 * version.
 *
 * **Use something else** nothing: it is the only language control.
 *
 * **Don't** translate the language names (each is in its own language) or drop the path when
 * switching.
 */
export const LanguageSwitcher = forwardRef<HTMLButtonElement, LanguageSwitcherProps>(function LanguageSwitcher({ locale, hrefs, onSelect, label, linkAs: Link = AnchorLink, className }, ref) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'current' | 'last' | null>(null);

  useEffect(() => {
    if (!open) return;
    const target = focusOnOpen.current;
    focusOnOpen.current = null;
    if (target) {
      const links = linksIn(listRef.current);
      const current = links.find((link) => link.getAttribute('aria-current') === 'true');
      (target === 'last' ? links[links.length - 1] : current ?? links[0])?.focus();
    }
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [open]);

  const openWithFocus = (target: 'current' | 'last') => {
    focusOnOpen.current = target;
    setOpen(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (open) linksIn(listRef.current).at(event.key === 'ArrowDown' ? 0 : -1)?.focus();
      else openWithFocus(event.key === 'ArrowDown' ? 'current' : 'last');
    }
  };

  const onRootKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const links = linksIn(listRef.current);
    const index = links.indexOf(event.target as HTMLAnchorElement);
    if (index === -1) return;
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: links.length - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    links[(next + links.length) % links.length]?.focus();
  };

  const onFocusLeave = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    // The key handler only routes keys already aimed at the button and links inside.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={rootRef} className={cx(styles.root, className)} data-state={open ? 'open' : 'closed'} onKeyDown={onRootKeyDown} onBlur={onFocusLeave}>
      <button
        ref={mergeRefs(buttonRef, ref)}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        <GlobeIcon className={styles.icon} />
        {/* Read as "Language English", a word in its own language: the visible code would be
            spelled out letter by letter. */}
        <span className={visuallyHidden}>
          {label} <span lang={locale}>{localeNativeNames[locale]}</span>
        </span>
        <span className={styles.code} aria-hidden="true">
          {locale.toUpperCase()}
        </span>
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <ul ref={listRef} id={listId} className={styles.list} hidden={!open} aria-label={label}>
        {switcherLocales.map((code) => {
          const current = code === locale;
          return (
            <li key={code}>
              <Link
                to={hrefs[code]}
                lang={code}
                hrefLang={code}
                aria-current={current ? 'true' : undefined}
                className={styles.link}
                onClick={() => {
                  onSelect?.(code);
                  setOpen(false);
                }}
              >
                {localeNativeNames[code]}
                <span className={styles.linkCode} aria-hidden="true">
                  {code.toUpperCase()}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
});

function linksIn(list: HTMLElement | null): HTMLAnchorElement[] {
  return list ? Array.from(list.querySelectorAll('a')) : [];
}
