/** What this plugin needs of a webpack configuration: Gatsby's `commons` cache group. */
export interface WebpackConfigWithCommons {
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
}

/** Gatsby names each page component's chunk `component---<path>` (its js-chunk-names). */
export const isPageComponentChunk = (chunk: { name?: string | null }): boolean => chunk.name?.startsWith('component---') ?? false;

/**
 * Gatsby's `commons` chunk takes every module found in as many chunks as there are page
 * components, and the page loader loads it on every page. It counts lazy chunks too: the
 * stores (zod, the contract, the API client), used by the auth pages, the account app and the
 * app root's after-mount `import()`, reached that count and were loaded by the landing page.
 * Counting only page components keeps "on every page" meaning what it says.
 *
 * Throws when Gatsby's production config has no `commons` group: the landing page would
 * silently load the stores again (the size budgets would notice later, this says why).
 */
export function commonsOfPageComponentsOnly<Config extends WebpackConfigWithCommons>(config: Config): Config {
  const splitChunks = config.optimization?.splitChunks;
  const commons = splitChunks ? splitChunks.cacheGroups?.commons : undefined;
  if (typeof commons !== 'object' || commons === null) {
    throw new Error("gatsby-plugin-chameleon-build: Gatsby's build-javascript webpack config has no splitChunks.cacheGroups.commons to restrict");
  }
  (commons as { chunks?: unknown }).chunks = isPageComponentChunk;
  return config;
}
