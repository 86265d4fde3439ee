import { alternatesOf } from './alternates';
import { siteUrl } from './siteUrl';

/** The query gatsby-plugin-sitemap runs; `pageContext.i18n` gives each page's unprefixed path. */
export const sitemapQuery = `{
  allSitePage { nodes { path pageContext } }
}`;

interface SitemapPage {
  path: string;
  pageContext?: { i18n?: { originalPath?: string } };
}

/**
 * The account area is private and the 404 pages are not content. The plugin matches these
 * against each path WITHOUT its trailing slash; it already drops `/404`, `/404.html`.
 */
export const sitemapExcludes = ['/profile', '/*/profile', '/*/404', '/*/404.html'];

export function resolveSitemapPages(data: { allSitePage: { nodes: SitemapPage[] } }): SitemapPage[] {
  return data.allSitePage.nodes;
}

export function serializeSitemapPage(page: SitemapPage, { resolvePagePath }: { resolvePagePath: (page: SitemapPage) => string }) {
  const originalPath = page.pageContext?.i18n?.originalPath ?? resolvePagePath(page);
  return {
    url: resolvePagePath(page),
    changefreq: 'weekly',
    priority: originalPath === '/' ? 1 : 0.7,
    links: alternatesOf(originalPath, siteUrl).map(({ hrefLang, href }) => ({ lang: hrefLang, url: href })),
  };
}
