import { graphql, type PageProps } from 'gatsby';
import { useTabStores } from '../../app/useRootStore';
import { SignUpScreen } from '../../screens/SignUp/SignUpScreen';
import { authPageHead } from '../../seo/authPage';
import type { PageQueryData } from '../../seo/PageHead';

// The page renders and hydrates without the stores; its screens act through them once loaded.
export default function SignUpPage(_props: PageProps<PageQueryData>) {
  useTabStores({ load: true });
  return <SignUpScreen />;
}

export const Head = authPageHead({ title: 'signUp.title', description: 'meta.signUp.description' });

export const query = graphql`
  query SignUpPage($language: String!) {
    ...AuthPageData
  }
`;
