/**
 * What a page starts once it is interactive (gatsby-browser's `onInitialClientRender`): the
 * check for a new build and the prefetch's file handling. Nothing here is needed before, so
 * it is a chunk of its own, fetched then, out of every page's first load (decision 0028).
 */
export { watchForNewBuilds } from './buildWatcher';
export { browserPageFiles, prefetchPageFiles } from './prefetchFiles';
