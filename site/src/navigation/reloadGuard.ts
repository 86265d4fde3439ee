import { tabStorage } from '../app/tabStorage';
import { RELOAD_GUARD_TIMEOUT_MS } from '../config/constants';

export const reloadGuardKey = 'chameleon:forced-reload-at';

interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Loads `url` with a full page load unless this tab already forced one in the last 10 s,
 * which means the fresh load did not fix things (a broken deploy): then it returns false and
 * the caller shows the error instead of looping. Without sessionStorage the loop cannot be
 * detected, so it never forces a load.
 */
export function forceFullLoad(
  url: string,
  { storage = tabStorage(), now = Date.now(), assign = (to: string) => window.location.assign(to) }: { storage?: GuardStorage | null; now?: number; assign?: (to: string) => void } = {},
): boolean {
  if (!storage) return false;
  const last = Number(storage.getItem(reloadGuardKey));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_TIMEOUT_MS) return false;
  storage.setItem(reloadGuardKey, String(now));
  assign(url);
  return true;
}

/** Webpack's failed `import()` (chunk 404, network, or a deploy that removed it). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /loading (css )?chunk [\w-]+ failed/i.test(error.message);
}
