/*
 * How a page is prefetched, apart from when (prefetch.ts): its data and the files of its code.
 * Used only after the page is interactive, so gatsby-browser loads it as a chunk of its own
 * with the build check (afterStart.ts, decision 0028).
 */

/** Where Gatsby's loader reads a page's data (`createPageDataUrl`; this site has no path prefix). */
export function pageDataUrl(pathname: string): string {
  const trimmed = (pathname.split(/[?#]/)[0] ?? '').replace(/^\/+|\/+$/g, '');
  return `/page-data/${trimmed || 'index'}/page-data.json`;
}

export interface PageFiles {
  /** The page data's JSON (its `componentChunkName` names the page's code). */
  fetchJson: (url: string) => Promise<unknown>;
  /** The files of a chunk group, from Gatsby's chunk map. */
  chunkFiles: (chunkName: string) => readonly string[];
  /** Asks the browser to fetch a file into its cache at idle priority, without running it. */
  prefetchFile: (url: string) => void;
}

/**
 * Fetches a page's data and code ahead of a visit, without evaluating the code. Gatsby's
 * `hovering` also imports the page's modules, and evaluating the auth and profile pages'
 * (their stores and the contract's schemas) took ~90 ms of the landing page's start-up at 4x
 * CPU slowdown; run at the visit instead, it costs the same once, when it is needed.
 */
export async function prefetchPageFiles(pathname: string, { fetchJson, chunkFiles, prefetchFile }: PageFiles): Promise<void> {
  const data = await fetchJson(pageDataUrl(pathname));
  const chunkName = typeof data === 'object' && data !== null ? (data as { componentChunkName?: unknown }).componentChunkName : undefined;
  if (typeof chunkName !== 'string') return;
  for (const file of chunkFiles(chunkName)) prefetchFile(file);
}

declare global {
  interface Window {
    /** Gatsby's chunk map, inlined in every page (as a JSON string by Gatsby 5's static entry). */
    ___chunkMapping?: string | Record<string, string[]>;
  }
}

let chunkMap: Record<string, string[]> | undefined;

/** `PageFiles` of the browser: `fetch`, the page's inlined chunk map, `<link rel="prefetch">`. */
export const browserPageFiles: PageFiles = {
  fetchJson: (url) => fetch(url).then((response) => (response.ok ? response.json() : null)),
  chunkFiles: (chunkName) => {
    const mapping = window.___chunkMapping;
    // Parsed once a page load: every prefetched page reads it.
    chunkMap ??= typeof mapping === 'string' ? (JSON.parse(mapping) as Record<string, string[]>) : mapping;
    return chunkMap?.[chunkName] ?? [];
  },
  prefetchFile: (url) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.append(link);
  },
};
