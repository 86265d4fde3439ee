import type { ReactNode } from 'react';
import { PageFrame } from '../Page';

export interface HomeLayoutProps {
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
  /** Landing sections; each sets its own width and background, edge to edge. */
  children: ReactNode;
}

/**
 * **Use it** for the landing page: header, full-width sections, footer.
 *
 * **Use something else** DefaultLayout for ordinary pages.
 *
 * **Don't** constrain its sections: each LandingSection sets its own width.
 */
export function HomeLayout({ skipLinkLabel, mainId, header, footer, children }: HomeLayoutProps) {
  return (
    <PageFrame layout="home" skipLinkLabel={skipLinkLabel} mainId={mainId} header={header} footer={footer}>
      {children}
    </PageFrame>
  );
}
