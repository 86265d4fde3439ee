import { WithStores } from '../../app/WithStores';
import { graphql, type PageProps } from 'gatsby';
import { SsoScreen } from '../../screens/Sso/SsoScreen';
import { authPageHead } from '../../seo/authPage';
import type { PageQueryData } from '../../seo/PageHead';

export default function SsoPage(_props: PageProps<PageQueryData>) {
  return (
    <WithStores>
      <SsoScreen />
    </WithStores>
  );
}

export const Head = authPageHead({ title: 'sso.title', description: 'meta.sso.description', indexable: false });

export const query = graphql`
  query SsoPage($language: String!) {
    ...AuthPageData
  }
`;
