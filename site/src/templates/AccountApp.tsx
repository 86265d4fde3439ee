import { Router as ReachRouter, type RouteComponentProps, type RouterProps } from '@gatsbyjs/reach-router';
import type { ComponentType, ReactNode } from 'react';
import { graphql, type PageProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { DefaultLayout, Spinner } from '@chameleon/ui';
import { useMounted } from '../app/useMounted';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { NotFound } from '../errors/NotFound';
import { useLocale } from '../i18n/useLocale';
import { PageHead, headTranslator, type LocalizedHeadProps, type PageQueryData } from '../seo/PageHead';

// @types/reach__router types its class against an older @types/react; the runtime is React 18's.
const Router = ReachRouter as unknown as ComponentType<RouterProps & { children: ReactNode }>;

function UnknownAccountRoute({ location }: RouteComponentProps) {
  return <NotFound pathname={location?.pathname ?? ''} />;
}

/**
 * The account area: one client-only page per language (`/profile/*`, `/en/profile/*`, ...).
 * The router renders only after mount: the static shell has no route content, and rendering
 * a deep link's route during hydration would not match it.
 */
export default function AccountApp(_props: PageProps<PageQueryData>) {
  const { t } = useTranslation('main');
  const { path } = useLocale();
  const mounted = useMounted();
  return (
    <DefaultLayout skipLinkLabel={t('skipToContent')} header={<SiteHeader />} footer={<SiteFooter />}>
      {mounted ? (
        <Router basepath={path('/profile')} primary={false}>
          <UnknownAccountRoute default />
        </Router>
      ) : (
        <Spinner label={t('loading')} />
      )}
    </DefaultLayout>
  );
}

export function Head(props: LocalizedHeadProps) {
  return <PageHead head={props} title={headTranslator(props)('main', 'meta.profile.title')} indexable={false} />;
}

export const query = graphql`
  query AccountApp($language: String!) {
    locales: allLocale(filter: { language: { eq: $language }, ns: { in: ["main", "header", "footer", "links"] } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
  }
`;
