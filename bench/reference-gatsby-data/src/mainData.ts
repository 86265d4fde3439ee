/** The main-data call as the site sends it: the session cookie's token as a bearer. */
export function fetchMainData(): Promise<unknown> {
  const token = /(?:^|;\s*)access_token=([^;]*)/.exec(document.cookie)?.[1];
  return fetch('/api/v2/web/frontend/data', {
    headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${decodeURIComponent(token)}` } : {}) },
  }).then((response) => response.json());
}
