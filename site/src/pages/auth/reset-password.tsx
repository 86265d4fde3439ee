import { graphql, type PageProps } from 'gatsby';
import { ResetPasswordScreen } from '../../screens/ResetPassword/ResetPasswordScreen';
import { authPageHead } from '../../seo/authPage';
import type { PageQueryData } from '../../seo/PageHead';

export default function ResetPasswordPage(_props: PageProps<PageQueryData>) {
  return <ResetPasswordScreen />;
}

export const Head = authPageHead({ title: 'reset.title', description: 'meta.reset.description', indexable: false });

export const query = graphql`
  query ResetPasswordPage($language: String!) {
    ...AuthPageData
  }
`;
