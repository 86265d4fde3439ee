// The screens read the stores while rendering: they come with this page's chunk.
import '../../app/pageStores';
import { graphql, type PageProps } from 'gatsby';
import { SignInScreen } from '../../screens/SignIn/SignInScreen';
import { authPageHead } from '../../seo/authPage';
import type { PageQueryData } from '../../seo/PageHead';

export default function SignInPage(_props: PageProps<PageQueryData>) {
  return <SignInScreen />;
}

export const Head = authPageHead({ title: 'signIn.title', description: 'meta.signIn.description' });

export const query = graphql`
  query SignInPage($language: String!) {
    ...AuthPageData
  }
`;
