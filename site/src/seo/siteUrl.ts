/** The public origin (no trailing slash), for absolute URLs in the sitemap and hreflang links. Build time only. */
export const siteUrl = (process.env.SITE_URL ?? 'https://chameleon-skins.app').replace(/\/$/, '');
