import { graphql, type PageProps } from 'gatsby';
import { useTabStores } from '../../app/useRootStore';
import { SignInScreen } from '../../screens/SignIn/SignInScreen';
import { authPageHead } from '../../seo/authPage';
import type { PageQueryData } from '../../seo/PageHead';

// The page renders and hydrates without the stores; its screens act through them once loaded.
export default function SignInPage(_props: PageProps<PageQueryData>) {
  useTabStores({ load: true });
  return <SignInScreen />;
}

export const Head = authPageHead({ title: 'signIn.title', description: 'meta.signIn.description' });

export const query = graphql`
  query SignInPage($language: String!) {
    ...AuthPageData
  }
`;
