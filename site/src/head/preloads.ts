// The preloads gatsby-ssr writes into every page's head: an account section's (`accountPreloads`)
// and every other page's (`bundlePreloads`).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RUNTIME_CONFIG_URL } from '../config/constants';

/**
 * What an account section needs before its data shows, beyond its HTML. Gatsby 5 puts only its
 * runtime and app bundle in the HTML, as `async` scripts at the end of the body, and finds the
 * rest once that bundle runs (`client-assets-for-template` drops a page component's scripts),
 * round trip after round trip. Preloaded, they come down at once, the runtime and app bundle
 * first (everything waits for them to run): then the page component's chunks (Gatsby names the
 * group by the template, `js-chunk-names`), the stores' and the configuration loader's chunks,
 * the page's data and the deployed configuration. The section's screen is asked for by the
 * template module itself (templates/AccountSection.tsx).
 */
export const accountChunkGroups = ['app', 'component---src-templates-account-section-tsx', 'stores', 'runtime-config'] as const;

interface WebpackStats {
  namedChunkGroups?: Record<string, { assets: (string | { name: string })[] } | undefined>;
}

/** The script URLs of chunk groups in a build's `webpack.stats.json`, once each; a missing group fails the build. */
export function chunkGroupScripts(stats: WebpackStats, groups: readonly string[]): string[] {
  const scripts = groups.flatMap((name) => {
    const group = stats.namedChunkGroups?.[name];
    if (group === undefined) throw new Error(`webpack.stats.json has no chunk group ${name}: the pages' preloads cannot be written`);
    return group.assets.map((asset) => (typeof asset === 'string' ? asset : asset.name)).filter((file) => file.endsWith('.js'));
  });
  return [...new Set(scripts)].map((file) => `/${file}`);
}

/** Gatsby's page data for a page path (`/en/profile/` → `/page-data/en/profile/page-data.json`). */
export const pageDataUrl = (pagePath: string) => `/page-data${pagePath === '/' ? '/index' : pagePath.replace(/\/$/, '')}/page-data.json`;

/**
 * One `<link rel="preload">`'s attributes. Scripts at low priority, as the browser fetches an
 * `async` script: none of them blocks the first paint, and a high one makes Lighthouse's
 * simulation count them as blocking it (docs/performance.md). Gatsby's loader fetches page data
 * as same-origin CORS requests: `crossOrigin` makes the preloads match.
 */
export type Preload = { href: string; as: 'script'; fetchpriority: 'low' } | { href: string; as: 'fetch'; crossOrigin: 'anonymous' };

let builtStats: WebpackStats | undefined;

/** The build's stats, read once from the server renderer's working directory (as Gatsby reads them). */
function built(): WebpackStats {
  builtStats ??= JSON.parse(readFileSync(path.join(process.cwd(), 'public', 'webpack.stats.json'), 'utf8')) as WebpackStats;
  return builtStats;
}

const scriptPreload = (href: string): Preload => ({ href, as: 'script', fetchpriority: 'low' });

/** The preloads of an account section's page, in order. */
export function accountPreloads(pagePath: string, scripts: string[] = chunkGroupScripts(built(), accountChunkGroups)): Preload[] {
  const fetched = (href: string): Preload => ({ href, as: 'fetch', crossOrigin: 'anonymous' });
  return [
    ...scripts.map(scriptPreload),
    fetched('/page-data/app-data.json'),
    fetched(RUNTIME_CONFIG_URL),
    fetched(pageDataUrl(pagePath)),
  ];
}

/**
 * Every other page's preloads: Gatsby's runtime and app bundle. They run only after the first
 * paint (scriptsAfterPaint.ts) but download from the first bytes, as their own tags would have:
 * held back, they made the page interactive about 0.3 s later at mobile throttling.
 */
export function bundlePreloads(scripts: string[] = chunkGroupScripts(built(), ['app'])): Preload[] {
  return scripts.map(scriptPreload);
}
