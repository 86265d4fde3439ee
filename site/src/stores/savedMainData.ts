import { spec } from '@chameleon/contract';

type MainData = spec.FrontendDataReply;

/**
 * The tab's last main data (stale-while-revalidate): shown at once on the next page load of
 * this tab while it is refreshed. Kept in `sessionStorage` (this tab only, gone with it), never
 * in `localStorage`; cleared on sign-out and on a 401 (`SessionStore.clear`).
 */
export interface SavedMainData {
  /** The saved data if it belongs to `token`'s session, read through the contract; else null. */
  read(token: string): MainData | null;
  write(token: string, data: MainData): void;
  clear(): void;
}

export const savedMainDataKey = 'chameleon.mainData';

/** Far above a real account's data; a larger value is not parsed at all. */
export const MAX_SAVED_CHARS = 256_000;

/**
 * Which session the data belongs to, without keeping the token itself in storage: a cookie
 * replaced since (another tab signed in as someone else) never shows this copy. FNV-1a: a
 * fingerprint, not a secret.
 */
export function sessionFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193);
  return `${token.length}.${(hash >>> 0).toString(36)}`;
}

/** Over the tab's `sessionStorage`; a browser that refuses it (privacy modes) saves nothing. */
export function savedMainDataIn(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null): SavedMainData {
  const clear = () => {
    try {
      storage?.removeItem(savedMainDataKey);
    } catch {
      // Nothing saved, nothing to clear.
    }
  };
  return {
    read(token) {
      let text: string | null = null;
      try {
        text = storage?.getItem(savedMainDataKey) ?? null;
      } catch {
        return null;
      }
      if (text === null) return null;
      if (text.length > MAX_SAVED_CHARS) {
        clear();
        return null;
      }
      let saved: unknown;
      try {
        saved = JSON.parse(text);
      } catch {
        clear();
        return null;
      }
      if (typeof saved !== 'object' || saved === null) return null;
      const { owner, data } = saved as { owner?: unknown; data?: unknown };
      if (owner !== sessionFingerprint(token)) return null;
      const parsed = spec.endpoints.frontendData.reply.safeParse(data);
      return parsed.success ? parsed.data : null;
    },
    write(token, data) {
      // The token is the cookie's business: the copy carries none.
      const { access_token: _token, ...rest } = data;
      try {
        storage?.setItem(savedMainDataKey, JSON.stringify({ owner: sessionFingerprint(token), data: rest }));
      } catch {
        // Full or refused: the next load just waits for the server.
      }
    },
    clear,
  };
}

/** The tab's copy (`sessionStorage`); none during SSR. */
export function tabSavedMainData(): SavedMainData {
  let storage: Storage | null = null;
  try {
    storage = typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    storage = null;
  }
  return savedMainDataIn(storage);
}
