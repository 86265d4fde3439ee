import { WithStores } from '../../app/WithStores';
import { graphql, type PageProps } from 'gatsby';
import { SignUpSubmitScreen } from '../../screens/SignUpSubmit/SignUpSubmitScreen';
import { PageHead, headTranslator, type LocalizedHeadProps, type PageQueryData } from '../../seo/PageHead';

export default function SignUpSubmitPage(_props: PageProps<PageQueryData>) {
  return (
    <WithStores>
      <SignUpSubmitScreen />
    </WithStores>
  );
}

export function Head(props: LocalizedHeadProps) {
  const t = headTranslator(props);
  return <PageHead head={props} title={t('main', 'meta.section.title', { section: t('auth', 'confirm.title') })} description={t('main', 'meta.confirm.description')} indexable={false} />;
}

export const query = graphql`
  query SignUpSubmitPage($language: String!) {
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
