import { graphql, type PageProps } from 'gatsby';
import { useTabStores } from '../../app/useRootStore';
import { RestorePasswordScreen } from '../../screens/RestorePassword/RestorePasswordScreen';
import { authPageHead } from '../../seo/authPage';
import type { PageQueryData } from '../../seo/PageHead';

// The page renders and hydrates without the stores; its screens act through them once loaded.
export default function RestorePasswordPage(_props: PageProps<PageQueryData>) {
  useTabStores({ load: true });
  return <RestorePasswordScreen />;
}

export const Head = authPageHead({ title: 'restore.title', description: 'meta.restore.description' });

export const query = graphql`
  query RestorePasswordPage($language: String!) {
    ...AuthPageData
  }
`;
