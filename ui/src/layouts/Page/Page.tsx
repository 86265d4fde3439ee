import type { ReactNode } from 'react';
import { cx } from '../../utils';
import * as styles from './Page.css';

export interface PageFrameProps {
  /** Text of the "skip to content" link, the first stop of the keyboard. */
  skipLinkLabel: string;
  /**
   * The `id` of `<main>`, the skip link's target.
   * @default 'main'
   */
  mainId?: string;
  /** The site header (renders its own `<header>` landmark). */
  header?: ReactNode;
  /** The site footer (renders its own `<footer>` landmark). */
  footer?: ReactNode;
  /** The page's content, inside `<main>`. */
  children: ReactNode;
  /** Which layout this frame serves; exposed as `data-layout` for styling and tests. */
  layout: string;
  /** The layout's own style for `<main>` (its width, its padding). */
  mainClassName?: string;
  /** Navigation placed before `<main>` (outside it, so the skip link passes over it too). */
  aside?: ReactNode;
  /** Arranges `aside` and `<main>` side by side where a layout wants that. */
  bodyClassName?: string;
}

export const defaultMainId = 'main';

/**
 * The frame every layout with chrome shares: skip link, header, main, footer. The column
 * fills the viewport so a short page keeps its footer at the bottom instead of jumping.
 */
export function PageFrame({
  skipLinkLabel,
  mainId = defaultMainId,
  header,
  footer,
  children,
  layout,
  mainClassName,
  aside,
  bodyClassName,
}: PageFrameProps) {
  return (
    <div className={styles.root} data-layout={layout}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        {skipLinkLabel}
      </a>
      {header}
      <div className={cx(styles.body, bodyClassName)}>
        {aside}
        {/* tabIndex -1: the skip link's jump moves keyboard focus here in every browser. */}
        <main id={mainId} tabIndex={-1} className={cx(styles.main, mainClassName)}>
          {children}
        </main>
      </div>
      {footer}
    </div>
  );
}
