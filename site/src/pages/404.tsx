import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { DefaultLayout } from '@chameleon/ui';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { NotFound, notFoundTitle } from '../errors/NotFound';
import { splitLocalizedPath } from '../i18n/locales';
import { useLocale } from '../i18n/useLocale';
import { isAccountPath } from '../screens/profile/sections';
import { useRouteGuard } from '../screens/shared/useRouteGuard';
import { PageHead, headTranslator, type LocalizedHeadProps, type PageQueryData } from '../seo/PageHead';

/**
 * Every unknown path. One under /profile/ requires sign-in first (spec section 2): a visitor is
 * sent to sign-in before learning whether it exists (the head script does it on a full load).
 */
export default function NotFoundPage({ location }: PageProps<PageQueryData>) {
  const { t } = useTranslation('main');
  const { language } = useLocale();
  const outcome = useRouteGuard(['auth'], language, isAccountPath(splitLocalizedPath(location.pathname).originalPath));
  if (outcome.type === 'redirect' && isAccountPath(splitLocalizedPath(location.pathname).originalPath)) return null;
  return (
    <DefaultLayout skipLinkLabel={t('skipToContent')} header={<SiteHeader />} footer={<SiteFooter />}>
      <NotFound pathname={location.pathname} />
    </DefaultLayout>
  );
}

export function Head(props: LocalizedHeadProps) {
  return <PageHead head={props} title={notFoundTitle(headTranslator(props))} indexable={false} />;
}

export const query = graphql`
  query NotFoundPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["main", "header", "footer", "links", "notifications"] } }) {
      ...PageLocales
    }
    ...PageSite
  }
`;
