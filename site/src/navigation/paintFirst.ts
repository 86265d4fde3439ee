import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The id of the loader that replaces Gatsby's bundle tags (the bench reads its list too). */
export const paintFirstLoaderId = 'chameleon-paint-first';

/**
 * Starts the page's bundles after the first frame is painted. Gatsby ends the body with
 * `<script async>` tags; when they arrive quickly (a warm cache, a fast network) the browser
 * may run them, a few hundred KB of hydration work, before it paints the static HTML that was
 * ready all along. Requested after the first paint, they can never hold it back; hydration
 * starts a frame later. A hidden tab paints nothing, so it loads them at once. The same text
 * on every page: one CSP hash; the list of bundles is in `data-scripts`.
 */
export const paintFirstLoaderScript =
  '(function(){var c=document.currentScript,l=JSON.parse(c.getAttribute("data-scripts")||"[]");' +
  'function go(){for(var i=0;i<l.length;i++){var s=document.createElement("script");s.src=l[i];s.async=true;document.body.appendChild(s)}}' +
  'if(document.visibilityState==="hidden"||typeof requestAnimationFrame!=="function")go();' +
  'else requestAnimationFrame(function(){setTimeout(go,0)})})();';

// Exactly the tags Gatsby writes for its bundles (its `_gatsby-scripts` slice).
const bundleTag = /<script src="(\/[^"<>]+\.js)" async=""><\/script>|<script src="(\/[^"<>]+\.js)" async><\/script>/g;

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * A page's HTML with Gatsby's `<script src async>` bundle tags replaced, where the first one
 * stood, by the loader above listing them in order. Anything else is left as it was; a page
 * without bundle tags (or already rewritten) comes back unchanged.
 */
export function paintFirstHtml(html: string): string {
  const bundles: string[] = [];
  let first = -1;
  const without = html.replace(bundleTag, (tag: string, quoted: string | undefined, bare: string | undefined, offset: number) => {
    if (first === -1) first = offset;
    bundles.push((quoted ?? bare) as string);
    return '';
  });
  if (bundles.length === 0) return html;
  const loader = `<script id="${paintFirstLoaderId}" data-scripts="${escapeAttribute(JSON.stringify(bundles))}">${paintFirstLoaderScript}</script>`;
  return without.slice(0, first) + loader + without.slice(first);
}

function* htmlFilesUnder(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* htmlFilesUnder(file);
    else if (entry.name.endsWith('.html')) yield file;
  }
}

/** Rewrites every HTML file of a build (`onPostBuild`, after Gatsby stitched its slices in). */
export function paintFirstBuild(publicDir: string): number {
  let rewritten = 0;
  for (const file of htmlFilesUnder(publicDir)) {
    const html = readFileSync(file, 'utf8');
    const next = paintFirstHtml(html);
    if (next === html) continue;
    writeFileSync(file, next);
    rewritten += 1;
  }
  return rewritten;
}
