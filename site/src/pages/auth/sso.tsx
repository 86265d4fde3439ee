import { WithStores } from '../../app/WithStores';
import { graphql, type PageProps } from 'gatsby';
import { SsoScreen } from '../../screens/Sso/SsoScreen';
import { PageHead, headTranslator, type LocalizedHeadProps, type PageQueryData } from '../../seo/PageHead';

export default function SsoPage(_props: PageProps<PageQueryData>) {
  return (
    <WithStores>
      <SsoScreen />
    </WithStores>
  );
}

export function Head(props: LocalizedHeadProps) {
  const t = headTranslator(props);
  return <PageHead head={props} title={t('main', 'meta.section.title', { section: t('auth', 'sso.title') })} description={t('main', 'meta.sso.description')} indexable={false} />;
}

export const query = graphql`
  query SsoPage($language: String!) {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["main", "header", "footer", "links", "auth", "errors.auth", "notifications"] } }
    ) {
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
