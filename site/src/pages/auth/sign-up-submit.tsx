import { graphql, type PageProps } from 'gatsby';
import { preparePageStores } from '../../app/pageStores';
import { usePageStores } from '../../app/useRootStore';
import { SignUpSubmitScreen } from '../../screens/SignUpSubmit/SignUpSubmitScreen';
import { authPageHead } from '../../seo/authPage';
import type { PageQueryData } from '../../seo/PageHead';

// The page renders and hydrates without the stores; its screens act through them once loaded.
preparePageStores();

export default function SignUpSubmitPage(_props: PageProps<PageQueryData>) {
  usePageStores();
  return <SignUpSubmitScreen />;
}

export const Head = authPageHead({ title: 'confirm.title', description: 'meta.confirm.description', indexable: false });

export const query = graphql`
  query SignUpSubmitPage($language: String!) {
    ...AuthPageData
  }
`;
