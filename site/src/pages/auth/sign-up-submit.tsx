// The screens read the stores while rendering: they come with this page's chunk.
import '../../app/pageStores';
import { graphql, type PageProps } from 'gatsby';
import { SignUpSubmitScreen } from '../../screens/SignUpSubmit/SignUpSubmitScreen';
import { authPageHead } from '../../seo/authPage';
import type { PageQueryData } from '../../seo/PageHead';

export default function SignUpSubmitPage(_props: PageProps<PageQueryData>) {
  return <SignUpSubmitScreen />;
}

export const Head = authPageHead({ title: 'confirm.title', description: 'meta.confirm.description', indexable: false });

export const query = graphql`
  query SignUpSubmitPage($language: String!) {
    ...AuthPageData
  }
`;
