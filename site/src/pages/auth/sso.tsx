// The screens read the stores while rendering: they come with this page's chunk.
import '../../app/pageStores';
import { graphql, type PageProps } from 'gatsby';
import { SsoScreen } from '../../screens/Sso/SsoScreen';
import { authPageHead } from '../../seo/authPage';
import type { PageQueryData } from '../../seo/PageHead';

export default function SsoPage(_props: PageProps<PageQueryData>) {
  return <SsoScreen />;
}

export const Head = authPageHead({ title: 'sso.title', description: 'meta.sso.description', indexable: false });

export const query = graphql`
  query SsoPage($language: String!) {
    ...AuthPageData
  }
`;
