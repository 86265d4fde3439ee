import { buildManifestPath } from './buildManifest';

/** How often an open tab asks whether a new build was deployed (and whenever it becomes visible again). */
export const buildCheckIntervalMs = 5 * 60_000;

declare global {
  interface Window {
    /** The build this page's scripts belong to (inlined by Gatsby into every page). */
    ___webpackCompilationHash?: string;
    /** Gatsby's own "new version" flag: while set, its `navigate` does a full page load instead of an in-app one. */
    ___swUpdated?: boolean;
  }
}

type Fetch = (url: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'json'>>;

/**
 * Asks for the deployed build's id (`/builds/latest.json?t=<now>`, written after every build
 * with Gatsby's compilation hash). When it differs from the running one, the next in-app
 * navigation becomes a full load of its target. Gatsby already compares the hash when it
 * fetches a page it has not loaded before; this covers pages it has cached (visited, hovered)
 * so no navigation keeps the old version.
 */
export async function checkForNewBuild(fetchImpl: Fetch = fetch, now = Date.now()): Promise<boolean> {
  const running = window.___webpackCompilationHash;
  if (!running) return false;
  try {
    const response = await fetchImpl(`${buildManifestPath}?t=${now}`, { cache: 'no-store' });
    if (!response.ok) return false;
    const { id } = (await response.json()) as { id?: unknown };
    if (typeof id !== 'string' || id === '' || id === running) return false;
    window.___swUpdated = true;
    return true;
  } catch {
    return false;
  }
}

/** Starts the periodic check; returns the function that stops it. */
export function watchForNewBuilds(): () => void {
  const check = () => void checkForNewBuild();
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  const timer = window.setInterval(check, buildCheckIntervalMs);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}
