import type { ReactNode } from 'react';
import { PageFrame } from '../Page';
import * as styles from './ProfileLayout.css';

export interface ProfileLayoutProps {
  /** Text of the "skip to content" link, the first stop of the keyboard. */
  skipLinkLabel: string;
  /**
   * The `id` of `<main>`, the skip link's target.
   * @default 'main'
   */
  mainId?: string;
  /** A `Header` with the account action. */
  header: ReactNode;
  /** A `ProfileNav`: the sections of the account area. */
  nav: ReactNode;
  /** The site's `Footer`. */
  footer: ReactNode;
  /** The account section's content. */
  children: ReactNode;
}

/**
 * The account area: section navigation beside the content on wide screens, above it as a
 * scrolling tab bar on phones. The navigation sits outside `<main>`, before it.
 *
 * **Use it** for the account area: the section navigation as a sidebar (tabs on phones) beside the
 * content.
 *
 * **Use something else** DefaultLayout for pages outside the account.
 *
 * **Don't** put more than one primary task in its content column.
 */
export function ProfileLayout({ skipLinkLabel, mainId, header, nav, footer, children }: ProfileLayoutProps) {
  return (
    <PageFrame
      layout="profile"
      skipLinkLabel={skipLinkLabel}
      mainId={mainId}
      header={header}
      footer={footer}
      aside={<div className={styles.aside}>{nav}</div>}
      bodyClassName={styles.body}
      mainClassName={styles.main}
    >
      {children}
    </PageFrame>
  );
}
