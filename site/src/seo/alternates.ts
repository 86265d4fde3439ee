import { defaultLanguage, languages, localizedPath, type Language } from '../i18n/locales';

export interface Alternate {
  hrefLang: Language | 'x-default';
  href: string;
}

/** Every language version of a page plus x-default (the unprefixed ru page, where the root picks a language). */
export function alternatesOf(originalPath: string, siteUrl: string): Alternate[] {
  const links: Alternate[] = languages.map((language) => ({ hrefLang: language, href: siteUrl + localizedPath(language, originalPath) }));
  links.push({ hrefLang: 'x-default', href: siteUrl + localizedPath(defaultLanguage, originalPath) });
  return links;
}
