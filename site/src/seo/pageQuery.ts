import { graphql } from 'gatsby';

// What every page query reads besides its own filter, in the shape of `PageQueryData`
// (seo/PageHead.tsx): its messages and the site URL for canonical links. Gatsby needs a
// static query per page; these fragments keep the selections in one place.

/** `locales: allLocale(filter: ...) { ...PageLocales }` */
export const pageLocalesFragment = graphql`
  fragment PageLocales on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;

/** `...PageSite` at the top of the query. */
export const pageSiteFragment = graphql`
  fragment PageSite on Query {
    site {
      siteMetadata {
        siteUrl
      }
    }
  }
`;
