import { WithStores } from '../../app/WithStores';
import { graphql, type PageProps } from 'gatsby';
import { SignUpScreen } from '../../screens/SignUp/SignUpScreen';
import { PageHead, headTranslator, type LocalizedHeadProps, type PageQueryData } from '../../seo/PageHead';

export default function SignUpPage(_props: PageProps<PageQueryData>) {
  return (
    <WithStores>
      <SignUpScreen />
    </WithStores>
  );
}

export function Head(props: LocalizedHeadProps) {
  const t = headTranslator(props);
  return <PageHead head={props} title={t('main', 'meta.section.title', { section: t('auth', 'signUp.title') })} description={t('main', 'meta.signUp.description')} />;
}

export const query = graphql`
  query SignUpPage($language: String!) {
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
