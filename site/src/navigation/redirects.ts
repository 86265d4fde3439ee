import table from '../../redirects.json';

/**
 * The site's path redirects, shared by Gatsby (`createRedirect`, followed in the browser) and
 * the static server (real 301s). A target is a same-site path or an absolute https URL.
 */
export interface Redirect {
  fromPath: string;
  toPath: string;
}

export function isRedirectTable(value: unknown): value is Redirect[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as Redirect).fromPath === 'string' &&
        /^\/.*\/$/.test((entry as Redirect).fromPath) &&
        typeof (entry as Redirect).toPath === 'string' &&
        /^(\/(?!\/)|https:\/\/)/.test((entry as Redirect).toPath),
    )
  );
}

if (!isRedirectTable(table)) throw new Error('site/redirects.json: every entry needs a fromPath ending in "/" and a toPath that is a path or an https URL');

export const redirects: readonly Redirect[] = table;
