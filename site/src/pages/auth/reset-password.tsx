import { WithStores } from '../../app/WithStores';
import { graphql, type PageProps } from 'gatsby';
import { ResetPasswordScreen } from '../../screens/ResetPassword/ResetPasswordScreen';
import { PageHead, headTranslator, type LocalizedHeadProps, type PageQueryData } from '../../seo/PageHead';

export default function ResetPasswordPage(_props: PageProps<PageQueryData>) {
  return (
    <WithStores>
      <ResetPasswordScreen />
    </WithStores>
  );
}

export function Head(props: LocalizedHeadProps) {
  const t = headTranslator(props);
  return <PageHead head={props} title={t('main', 'meta.section.title', { section: t('auth', 'reset.title') })} description={t('main', 'meta.reset.description')} indexable={false} />;
}

export const query = graphql`
  query ResetPasswordPage($language: String!) {
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
