import { graphql, type PageProps } from 'gatsby';
import { useTabStores } from '../../app/useRootStore';
import { SsoScreen } from '../../screens/Sso/SsoScreen';
import { authPageHead } from '../../seo/authPage';
import type { PageQueryData } from '../../seo/PageHead';

// The page renders and hydrates without the stores; its screens act through them once loaded.
export default function SsoPage(_props: PageProps<PageQueryData>) {
  useTabStores({ load: true });
  return <SsoScreen />;
}

export const Head = authPageHead({ title: 'sso.title', description: 'meta.sso.description', indexable: false });

export const query = graphql`
  query SsoPage($language: String!) {
    ...AuthPageData
  }
`;
