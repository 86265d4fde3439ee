// The screens read the stores while rendering: they come with this page's chunk.
import '../../app/pageStores';
import { graphql, type PageProps } from 'gatsby';
import { RestorePasswordScreen } from '../../screens/RestorePassword/RestorePasswordScreen';
import { authPageHead } from '../../seo/authPage';
import type { PageQueryData } from '../../seo/PageHead';

export default function RestorePasswordPage(_props: PageProps<PageQueryData>) {
  return <RestorePasswordScreen />;
}

export const Head = authPageHead({ title: 'restore.title', description: 'meta.restore.description' });

export const query = graphql`
  query RestorePasswordPage($language: String!) {
    ...AuthPageData
  }
`;
