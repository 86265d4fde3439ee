import { graphql, type PageProps } from 'gatsby';
import { useTabStores } from '../../app/useRootStore';
import { EmailChangeScreen } from '../../screens/EmailChange/EmailChangeScreen';
import { authPageHead } from '../../seo/authPage';
import type { PageQueryData } from '../../seo/PageHead';

// The page renders and hydrates without the stores; its one button acts through them once loaded.
/** For visitors and signed-in users alike: the link may be opened in any browser. */
export default function EmailChangePage(_props: PageProps<PageQueryData>) {
  useTabStores({ load: true });
  return <EmailChangeScreen />;
}

// Reached only from a mailed link; its token is in the fragment, which no server sees.
export const Head = authPageHead({ title: 'emailChange.title', description: 'meta.emailChange.description', indexable: false });

export const query = graphql`
  query EmailChangePage($language: String!) {
    ...AuthPageData
  }
`;
