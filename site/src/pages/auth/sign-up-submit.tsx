import { graphql, type PageProps } from 'gatsby';
import { SignUpSubmitScreen } from '../../screens/SignUpSubmit/SignUpSubmitScreen';
import { PageHead, headTranslator, type LocalizedHeadProps, type PageQueryData } from '../../seo/PageHead';

export default function SignUpSubmitPage(_props: PageProps<PageQueryData>) {
  return <SignUpSubmitScreen />;
}

export function Head(props: LocalizedHeadProps) {
  const t = headTranslator(props);
  return <PageHead head={props} title={t('main', 'meta.section.title', { section: t('auth', 'confirm.title') })} indexable={false} />;
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
