import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RUNTIME_CONFIG_URL } from '../config/constants';

/**
 * What an account section needs before its data shows, beyond its HTML. Gatsby 5 puts only its
 * runtime and app bundle in the HTML, as `async` scripts (which the browser fetches at low
 * priority, behind every preload), and finds the rest once that bundle runs
 * (`client-assets-for-template` drops a page component's scripts), round trip after round
 * trip. Preloaded, they come down at once, the runtime and app bundle first (everything waits
 * for them to run): then the page component's chunks (Gatsby names the group by the template,
 * `js-chunk-names`), the stores' and the configuration loader's chunks, the page's data and the
 * deployed configuration.
 */
const accountChunkGroups = ['app', 'component---src-templates-account-section-tsx', 'stores', 'runtime-config'] as const;

interface WebpackStats {
  namedChunkGroups?: Record<string, { assets: (string | { name: string })[] } | undefined>;
}

/** The account sections' script URLs in a build's `webpack.stats.json`; a missing group fails the build. */
export function accountScripts(stats: WebpackStats): string[] {
  const scripts = accountChunkGroups.flatMap((name) => {
    const group = stats.namedChunkGroups?.[name];
    if (group === undefined) throw new Error(`webpack.stats.json has no chunk group ${name}: the account pages' preloads cannot be written`);
    return group.assets.map((asset) => (typeof asset === 'string' ? asset : asset.name)).filter((file) => file.endsWith('.js'));
  });
  return [...new Set(scripts)].map((file) => `/${file}`);
}

/** Gatsby's page data for a page path (`/en/profile/` → `/page-data/en/profile/page-data.json`). */
export const pageDataUrl = (pagePath: string) => `/page-data${pagePath === '/' ? '/index' : pagePath.replace(/\/$/, '')}/page-data.json`;

let scripts: string[] | undefined;

/** The preloads of an account section's page, read once per build from the server renderer's working directory (as Gatsby reads its stats). */
export function accountPreloads(pagePath: string): { href: string; as: 'script' | 'fetch' }[] {
  scripts ??= accountScripts(JSON.parse(readFileSync(path.join(process.cwd(), 'public', 'webpack.stats.json'), 'utf8')) as WebpackStats);
  return [
    ...scripts.map((href) => ({ href, as: 'script' as const })),
    { href: '/page-data/app-data.json', as: 'fetch' as const },
    { href: RUNTIME_CONFIG_URL, as: 'fetch' as const },
    { href: pageDataUrl(pagePath), as: 'fetch' as const },
  ];
}
