import type { ReactNode } from 'react';
import { Stack } from '../../Stack';
import { PageFrame } from '../Page';
import * as styles from './DefaultLayout.css';

export interface DefaultLayoutProps {
  skipLinkLabel: string;
  mainId?: string;
  header: ReactNode;
  footer: ReactNode;
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
