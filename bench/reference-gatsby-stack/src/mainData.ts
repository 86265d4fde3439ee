let started: Promise<unknown> | null = null;

/**
 * The main-data request, sent once as the bundle starts (gatsby-browser's onClientEntry), with
 * the session cookie's token as the site sends it; the store reads its reply once hydrated.
 */
export function mainData(): Promise<unknown> {
  started ??= fetch('/api/v2/web/frontend/data', {
    headers: (() => {
      const token = /(?:^|;\s*)access_token=([^;]*)/.exec(document.cookie)?.[1];
      return { accept: 'application/json', ...(token ? { authorization: `Bearer ${decodeURIComponent(token)}` } : {}) };
    })(),
  }).then((response) => response.json());
  return started;
}
