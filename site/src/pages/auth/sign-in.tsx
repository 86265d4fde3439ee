import { WithStores } from '../../app/WithStores';
import { graphql, type PageProps } from 'gatsby';
import { SignInScreen } from '../../screens/SignIn/SignInScreen';
import { PageHead, headTranslator, type LocalizedHeadProps, type PageQueryData } from '../../seo/PageHead';

export default function SignInPage(_props: PageProps<PageQueryData>) {
  return (
    <WithStores>
      <SignInScreen />
    </WithStores>
  );
}

export function Head(props: LocalizedHeadProps) {
  const t = headTranslator(props);
  return <PageHead head={props} title={t('main', 'meta.section.title', { section: t('auth', 'signIn.title') })} description={t('main', 'meta.signIn.description')} />;
}

export const query = graphql`
  query SignInPage($language: String!) {
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
