import { DEFAULT_LOCALE, type Locale } from '@chameleon/contract';

/**
 * A page of the site in the user's language (the default language has no prefix). Whatever a
 * link carries goes in the fragment, which no server receives or logs; `query` is for what a
 * page reads from its address and is no secret (the payment page's game and days).
 */
export function sitePage(siteUrl: string, locale: Locale, path: `/${string}/`, fragment?: Record<string, string>, query?: Record<string, string>): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const search = query === undefined ? '' : `?${new URLSearchParams(query).toString()}`;
  const hash = fragment === undefined ? '' : `#${new URLSearchParams(fragment).toString()}`;
  return new URL(`${prefix}${path}${search}${hash}`, siteUrl).toString();
}
