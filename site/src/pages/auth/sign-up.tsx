import { graphql, type PageProps } from 'gatsby';
import { SignUpScreen } from '../../screens/SignUp/SignUpScreen';
import { authPageHead } from '../../seo/authPage';
import type { PageQueryData } from '../../seo/PageHead';

// The page renders and hydrates without the stores; its form asks for them on its first focus.
export default function SignUpPage(_props: PageProps<PageQueryData>) {
  return <SignUpScreen />;
}

export const Head = authPageHead({ title: 'signUp.title', description: 'meta.signUp.description' });

export const query = graphql`
  query SignUpPage($language: String!) {
    ...AuthPageData
  }
`;
