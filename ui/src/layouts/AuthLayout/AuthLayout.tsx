import type { ReactNode } from 'react';
import { Card } from '../../Card';
import { PageFrame } from '../Page';
import * as styles from './AuthLayout.css';

export interface AuthLayoutProps {
  /** Text of the "skip to content" link, the first stop of the keyboard. */
  skipLinkLabel: string;
  /**
   * The `id` of `<main>`, the skip link's target.
   * @default 'main'
   */
  mainId?: string;
  /** A slim `Header`: logo, language and theme, no menu. */
  header: ReactNode;
  /** The site's `Footer`. */
  footer: ReactNode;
  /** The form, with its own heading. */
  children: ReactNode;
}

/**
 * Sign-in, sign-up and password pages: one narrow card, centred, whatever the screen.
 *
 * **Use it** for the sign-in, sign-up and password pages: a narrow centred column under a slim
 * header.
 *
 * **Use something else** DefaultLayout for text pages; ProfileLayout once signed in.
 *
 * **Don't** put wide content (tables) in it.
 */
export function AuthLayout({ skipLinkLabel, mainId, header, footer, children }: AuthLayoutProps) {
  return (
    <PageFrame layout="auth" skipLinkLabel={skipLinkLabel} mainId={mainId} header={header} footer={footer} mainClassName={styles.main}>
      <Card className={styles.card}>{children}</Card>
    </PageFrame>
  );
}
