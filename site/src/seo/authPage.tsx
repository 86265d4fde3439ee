import { graphql } from 'gatsby';
import { PageHead, headTranslator, type LocalizedHeadProps } from './PageHead';

/**
 * What every auth page queries: its language's messages for the form, the header, the footer
 * and the toasts, and the site URL for canonical links. Gatsby needs a static query per page;
 * each one is `query <Name>($language: String!) { ...AuthPageData }`.
 */
export const authPageData = graphql`
  fragment AuthPageData on Query {
    locales: allLocale(
      filter: { language: { eq: $language }, ns: { in: ["main", "header", "footer", "links", "auth", "errors.auth", "notifications"] } }
    ) {
      ...PageLocales
    }
    ...PageSite
  }
`;

interface AuthPageHeadOptions {
  /** `auth` key of the page's title, shown as "<title> | Chameleon". */
  title: string;
  /** `main` key of the meta description. */
  description: string;
  /** Pages reached only from a link of ours (a mailed code, the launcher, a bot) are not indexed. */
  indexable?: boolean;
}

/** The `Head` export of an auth page. */
export function authPageHead({ title, description, indexable = true }: AuthPageHeadOptions) {
  return function Head(props: LocalizedHeadProps) {
    const t = headTranslator(props);
    return (
      <PageHead
        head={props}
        title={t('main', 'meta.section.title', { section: t('auth', title) })}
        description={t('main', description)}
        indexable={indexable}
      />
    );
  };
}
