import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'react-i18next';
import { DefaultLayout } from '@chameleon/ui';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { NotFound, notFoundTitle } from '../errors/NotFound';
import { PageHead, headTranslator, type LocalizedHeadProps, type PageQueryData } from '../seo/PageHead';

export default function NotFoundPage({ location }: PageProps<PageQueryData>) {
  const { t } = useTranslation('main');
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
