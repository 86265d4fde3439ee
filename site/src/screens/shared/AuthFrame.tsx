import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '@chameleon/ui';
import { SiteFooter } from '../../components/SiteFooter';
import { SiteHeader } from '../../components/SiteHeader';
import { usePageTitle } from '../../navigation/pageAnnouncer';
import { ScreenIntro } from './ScreenIntro';
import * as styles from './screen.css';

interface AuthFrameProps {
  title: string;
  lead?: string;
  children: ReactNode;
}

/** The auth layout with the site chrome and the screen's heading. */
export function AuthFrame({ title, lead, children }: AuthFrameProps) {
  const { t } = useTranslation('main');
  // The same title as the page's Head (seo/authPage.ts), set and announced as the heading shows.
  usePageTitle(t('meta.section.title', { section: title }));
  return (
    <AuthLayout skipLinkLabel={t('skipToContent')} header={<SiteHeader variant="slim" />} footer={<SiteFooter />}>
      <ScreenIntro title={title} lead={lead} className={styles.authIntro} />
      {children}
    </AuthLayout>
  );
}
