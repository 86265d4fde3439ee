// The screens read the stores while rendering: they come with this page's chunk.
import '../../app/pageStores';
import { graphql, type PageProps } from 'gatsby';
import { SignUpScreen } from '../../screens/SignUp/SignUpScreen';
import { authPageHead } from '../../seo/authPage';
import type { PageQueryData } from '../../seo/PageHead';

export default function SignUpPage(_props: PageProps<PageQueryData>) {
  return <SignUpScreen />;
}

export const Head = authPageHead({ title: 'signUp.title', description: 'meta.signUp.description' });

export const query = graphql`
  query SignUpPage($language: String!) {
    ...AuthPageData
  }
`;
