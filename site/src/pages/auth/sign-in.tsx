import { WithStores } from '../../app/WithStores';
import { graphql, type PageProps } from 'gatsby';
import { SignInScreen } from '../../screens/SignIn/SignInScreen';
import { authPageHead } from '../../seo/authPage';
import type { PageQueryData } from '../../seo/PageHead';

export default function SignInPage(_props: PageProps<PageQueryData>) {
  return (
    <WithStores>
      <SignInScreen />
    </WithStores>
  );
}

export const Head = authPageHead({ title: 'signIn.title', description: 'meta.signIn.description' });

export const query = graphql`
  query SignInPage($language: String!) {
    ...AuthPageData
  }
`;
