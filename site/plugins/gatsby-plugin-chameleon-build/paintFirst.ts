import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { paintFirstLoaderId } from '../../src/app/wholeFirstPaint';
import { afterFirstPaintQueue } from '../../src/transport/earlyRequests';
import { builtPages } from './builtPages';

// Every page's `<head>` holds its first paint until the parser reaches the loader
// (`WholeFirstPaint`), so its id lives beside that.
export { paintFirstLoaderId };

/** Longest wait for the first paint before the bundles are requested anyway. */
export const PAINT_FIRST_TIMEOUT_MS = 3_000;

/**
 * Starts the page's bundles once the static HTML has been painted. Gatsby ends the body with
 * `<script async>` tags; when they arrive quickly (a warm cache, a fast network) the browser
 * may run them, a few hundred KB of hydration work, before it paints HTML that was ready all
 * along. The loader waits for the browser's own word that content was painted (the
 * `first-contentful-paint` entry), then requests them async and in order; hydration starts a
 * frame or two later. A frame callback is not enough: it runs before the frame is presented.
 * Already painted, it loads at once; without paint timing (no `paint` among the observer's
 * supported entry types) it waits two frames; a hidden tab paints nothing, so it loads at once;
 * and whatever happens, it loads after PAINT_FIRST_TIMEOUT_MS. Just before the bundles it calls
 * what a head script queued under `window[afterFirstPaintQueue]` (the account pages' early
 * requests): a request that starts before the first paint is one more thing the paint waits for
 * on a slow phone. The same text on every page: one CSP hash; the list of bundles is in
 * `data-scripts`.
 */
export const paintFirstLoaderScript =
  '(function(){var c=document.currentScript,l=JSON.parse(c.getAttribute("data-scripts")||"[]"),d=0;' +
  `function go(){if(d)return;d=1;var q=window[${JSON.stringify(afterFirstPaintQueue)}]||[];for(var j=0;j<q.length;j++)try{q[j]()}catch(x){}` +
  'for(var i=0;i<l.length;i++){var s=document.createElement("script");s.src=l[i];s.async=true;document.body.appendChild(s)}}' +
  'function later(){setTimeout(go,0)}' +
  'if(document.visibilityState==="hidden")return go();' +
  `setTimeout(go,${PAINT_FIRST_TIMEOUT_MS});` +
  'var P=window.PerformanceObserver,p=window.performance;' +
  // Painted already (a slow parse, a late script): nothing to wait for.
  'if(p&&p.getEntriesByName&&p.getEntriesByName("first-contentful-paint").length)return later();' +
  // Observing an entry type the browser does not report throws nothing: ask first.
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
  'var o=new P(function(e){if(e.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}});' +
  'o.observe({type:"paint",buffered:true});return}' +
  'requestAnimationFrame(function(){requestAnimationFrame(later)})})();';

// Exactly the tags Gatsby writes for its bundles (its `_gatsby-scripts` slice).
const bundleTag = /<script src="(\/[^"<>]+\.js)" async=""><\/script>|<script src="(\/[^"<>]+\.js)" async><\/script>/g;

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * A page's HTML with Gatsby's `<script src async>` bundle tags replaced, where the first one
 * stood, by the loader above listing them in order. Anything else is left as it was; a page
 * without bundle tags (or already rewritten) comes back unchanged.
 */
export function paintFirstHtml(html: string): string {
  // Only inside Gatsby's script slice: a script tag anywhere else (a future one in `<head>`)
  // is not Gatsby's bundle and must stay where it is.
  const sliceStart = /<!-- slice-start id="_gatsby-scripts[^"]*" -->/.exec(html);
  const sliceEnd = sliceStart ? html.indexOf('<!-- slice-end', sliceStart.index) : -1;
  if (!sliceStart || sliceEnd === -1) return html;
  const before = html.slice(0, sliceStart.index);
  const slice = html.slice(sliceStart.index, sliceEnd);
  const bundles: string[] = [];
  let first = -1;
  const without = slice.replace(bundleTag, (tag: string, quoted: string | undefined, bare: string | undefined, offset: number) => {
    if (first === -1) first = offset;
    bundles.push((quoted ?? bare) as string);
    return '';
  });
  if (bundles.length === 0) return html;
  const loader = `<script id="${paintFirstLoaderId}" data-scripts="${escapeAttribute(JSON.stringify(bundles))}">${paintFirstLoaderScript}</script>`;
  return before + without.slice(0, first) + loader + without.slice(first) + html.slice(sliceEnd);
}

/** Whether a page still has a bundle tag the loader should have taken (a changed Gatsby format). */
export function hasBundleTags(html: string): boolean {
  return new RegExp(bundleTag.source).test(html);
}

/** Rewrites every HTML file of a build (`onPostBuild`, after Gatsby stitched its slices in). */
export function paintFirstBuild(publicDir: string): number {
  let rewritten = 0;
  const missed: string[] = [];
  for (const file of builtPages(publicDir)) {
    const html = readFileSync(file, 'utf8');
    const next = paintFirstHtml(html);
    if (hasBundleTags(next)) missed.push(path.relative(publicDir, file));
    if (next === html) continue;
    writeFileSync(file, next);
    rewritten += 1;
  }
  // A Gatsby upgrade that writes its bundle tags differently must fail the build, not
  // silently ship pages that load their JS the old way (or not at all).
  if (missed.length > 0) throw new Error(`paint first: bundle tags left in ${missed.length} page(s), e.g. ${missed[0]}`);
  return rewritten;
}
