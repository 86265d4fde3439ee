import { graphql, type HeadProps } from 'gatsby';
import { useTranslation } from 'gatsby-plugin-react-i18next';

export default function IndexPage() {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t('title')}</h1>
    </main>
  );
}

interface LocaleData {
  locales: { edges: { node: { data: string } }[] };
}

// Head is not wrapped by the i18n plugin: read the string from the page query.
export function Head({ data }: HeadProps<LocaleData>) {
  const messages = JSON.parse(data.locales.edges[0]?.node.data ?? '{}') as Record<string, string>;
  return (
    <>
      <title>{messages.title}</title>
      <meta name="description" content={messages.title} />
      <link rel="icon" href="data:," />
    </>
  );
}

export const query = graphql`
  query IndexPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
