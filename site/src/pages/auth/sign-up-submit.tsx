import { WithStores } from '../../app/WithStores';
import { graphql, type PageProps } from 'gatsby';
import { SignUpSubmitScreen } from '../../screens/SignUpSubmit/SignUpSubmitScreen';
import { authPageHead } from '../../seo/authPage';
import type { PageQueryData } from '../../seo/PageHead';

export default function SignUpSubmitPage(_props: PageProps<PageQueryData>) {
  return (
    <WithStores>
      <SignUpSubmitScreen />
    </WithStores>
  );
}

export const Head = authPageHead({ title: 'confirm.title', description: 'meta.confirm.description', indexable: false });

export const query = graphql`
  query SignUpSubmitPage($language: String!) {
    ...AuthPageData
  }
`;
