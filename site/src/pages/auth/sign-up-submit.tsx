import { graphql, type PageProps } from 'gatsby';
import { useTabStores } from '../../app/useRootStore';
import { SignUpSubmitScreen } from '../../screens/SignUpSubmit/SignUpSubmitScreen';
import { authPageHead } from '../../seo/authPage';
import type { PageQueryData } from '../../seo/PageHead';

// The page renders and hydrates without the stores; its screens act through them once loaded.
export default function SignUpSubmitPage(_props: PageProps<PageQueryData>) {
  useTabStores({ load: true });
  return <SignUpSubmitScreen />;
}

export const Head = authPageHead({ title: 'confirm.title', description: 'meta.confirm.description', indexable: false });

export const query = graphql`
  query SignUpSubmitPage($language: String!) {
    ...AuthPageData
  }
`;
