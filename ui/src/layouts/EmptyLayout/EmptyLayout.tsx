import type { ReactNode } from 'react';
import { Stack } from '../../Stack';
import { defaultMainId } from '../Page';
import * as styles from './EmptyLayout.css';

export interface EmptyLayoutProps {
  /**
   * The `id` of `<main>`.
   * @default 'main'
   */
  mainId?: string;
  /** The step's content, centred. */
  children: ReactNode;
}

/**
 * Only a centred `<main>`, for the single sign-on hand-off and the logout step. No skip
 * link: with no header there is nothing before the content to skip.
 *
 * **Use it** for pages shown inside another app (the launcher's sign-in) with no site chrome.
 *
 * **Use something else** DefaultLayout for anything a visitor reaches from the site.
 *
 * **Don't** add a header or footer to it.
 */
export function EmptyLayout({ mainId = defaultMainId, children }: EmptyLayoutProps) {
  return (
    <div className={styles.root} data-layout="empty">
      <Stack as="main" space="lg" align="center" id={mainId} className={styles.main}>
        {children}
      </Stack>
    </div>
  );
}
