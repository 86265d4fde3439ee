import { ACCESS_TOKEN_COOKIE } from '../config/constants';
import type { RootStore } from '../stores';
import { readCookie } from './documentCookie';

/**
 * Where the tab's one RootStore is announced, without importing it: this module is in every
 * page's first load, the stores (MobX, zod, the contract) are not. A page that needs the stores
 * brings them with its chunk (`WithStores`); the app root learns of them here and then shows
 * the session in the header and the toasts on every page.
 */
let announced: RootStore | null = null;
const listeners = new Set<(store: RootStore) => void>();
let apiBaseUrl = '';

export function announceTabStore(store: RootStore): void {
  announced = store;
  // Later, not now: a page creates the store while rendering, and the app root must not be
  // updated in the middle of another component's render.
  for (const listener of [...listeners]) queueMicrotask(() => listener(store));
}

/** Calls `listener` with the tab's store now if it exists, else once it is created. */
export function whenTabStore(listener: (store: RootStore) => void): () => void {
  if (announced !== null) {
    listener(announced);
    return () => undefined;
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The deployed configuration arrives after start: every request reads the current base URL. */
export function setTabApiBaseUrl(url: string): void {
  apiBaseUrl = url;
}

export function tabApiBaseUrl(): string {
  return apiBaseUrl;
}

/**
 * A session cookie from an earlier visit: only then does a page that does not need the stores
 * load them, to restore the session for the header. The cookie is not proof of a session (the
 * server decides that on restore); its absence is proof there is none to restore.
 */
export function hasStoredSession(cookies?: string): boolean {
  return readCookie(ACCESS_TOKEN_COOKIE, cookies) !== undefined;
}
