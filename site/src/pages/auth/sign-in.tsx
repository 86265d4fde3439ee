import { graphql, type PageProps } from 'gatsby';
import { SignInScreen } from '../../screens/SignIn/SignInScreen';
import { authPageHead } from '../../seo/authPage';
import type { PageQueryData } from '../../seo/PageHead';

// The page renders and hydrates without the stores; its form asks for them on its first focus.
export default function SignInPage(_props: PageProps<PageQueryData>) {
  return <SignInScreen />;
}

export const Head = authPageHead({ title: 'signIn.title', description: 'meta.signIn.description' });

export const query = graphql`
  query SignInPage($language: String!) {
    ...AuthPageData
  }
`;
