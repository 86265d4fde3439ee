import { readdirSync } from 'node:fs';
import path from 'node:path';

// Not pages: page data, static query results and assets, and Gatsby's slice fragments, which
// are already stitched into the pages that use them.
const notPages = new Set(['page-data', 'static', '_gatsby']);

/** The HTML files of a build's pages, at any depth of `publicDir`. */
export function builtPages(publicDir: string): string[] {
  return readdirSync(publicDir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(publicDir, entry.name);
    if (entry.isDirectory()) return notPages.has(entry.name) ? [] : builtPages(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}
