import { WithStores } from '../../app/WithStores';
import { graphql, type PageProps } from 'gatsby';
import { RestorePasswordScreen } from '../../screens/RestorePassword/RestorePasswordScreen';
import { PageHead, headTranslator, type LocalizedHeadProps, type PageQueryData } from '../../seo/PageHead';

export default function RestorePasswordPage(_props: PageProps<PageQueryData>) {
  return (
    <WithStores>
      <RestorePasswordScreen />
    </WithStores>
  );
}

export function Head(props: LocalizedHeadProps) {
  const t = headTranslator(props);
  return <PageHead head={props} title={t('main', 'meta.section.title', { section: t('auth', 'restore.title') })} description={t('main', 'meta.restore.description')} />;
}

export const query = graphql`
  query RestorePasswordPage($language: String!) {
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
