import type { ReactNode } from 'react';
import { Stack } from '../../Stack';
import { PageFrame } from '../Page';
import * as styles from './DefaultLayout.css';

export interface DefaultLayoutProps {
  /** Text of the "skip to content" link, the first stop of the keyboard. */
  skipLinkLabel: string;
  /**
   * The `id` of `<main>`, the skip link's target.
   * @default 'main'
   */
  mainId?: string;
  /** The site's `Header`. */
  header: ReactNode;
  /** The site's `Footer`. */
  footer: ReactNode;
  /** The page's content, in one centred column. */
  children: ReactNode;
}

/**
 * Header, one centred column of content, footer.
 *
 * **Use it** for content pages (documents, 404): header, a content column, footer.
 *
 * **Use something else** HomeLayout for the landing page; ProfileLayout for the account.
 *
 * **Don't** nest another layout inside it.
 */
export function DefaultLayout({ skipLinkLabel, mainId, header, footer, children }: DefaultLayoutProps) {
  return (
    <PageFrame layout="default" skipLinkLabel={skipLinkLabel} mainId={mainId} header={header} footer={footer} mainClassName={styles.main}>
      <Stack space="lg" className={styles.column}>
        {children}
      </Stack>
    </PageFrame>
  );
}
