import type { HeadProps } from 'gatsby';
import type { PageContext } from 'gatsby-plugin-react-i18next/dist/types';
import { isLanguage, defaultLanguage, localizedPath } from '../i18n/locales';
import { translatorFrom, type LocaleEdges } from '../i18n/pageMessages';
import { alternatesOf } from './alternates';

export interface PageQueryData {
  locales: LocaleEdges;
  site: { siteMetadata: { siteUrl: string } };
}

export type LocalizedHeadProps = HeadProps<PageQueryData, PageContext>;

interface PageHeadProps {
  head: LocalizedHeadProps;
  title: string;
  description?: string;
  /** Pages that must not be indexed (404, the account area) get no alternates and `noindex`. */
  indexable?: boolean;
}

/**
 * Title, description, `<html lang>` and hreflang alternates. Gatsby's `Head` renders outside
 * the i18n provider, so pages pass text read with `headTranslator` (from the page query).
 */
export function PageHead({ head, title, description, indexable = true }: PageHeadProps) {
  const { language, originalPath } = head.pageContext.i18n;
  const lang = isLanguage(language) ? language : defaultLanguage;
  const siteUrl = head.data.site.siteMetadata.siteUrl;
  return (
    <>
      <html lang={lang} />
      <title>{title}</title>
      {/* The logo's mark in the dark theme's colours; without a link browsers ask for /favicon.ico. */}
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {description ? <meta name="description" content={description} /> : null}
      {indexable ? (
        <>
          <link rel="canonical" href={siteUrl + localizedPath(lang, originalPath)} />
          {alternatesOf(originalPath, siteUrl).map(({ hrefLang, href }) => (
            <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
          ))}
        </>
      ) : (
        <meta name="robots" content="noindex" />
      )}
    </>
  );
}

export function headTranslator(head: LocalizedHeadProps) {
  return translatorFrom(head.data.locales);
}
