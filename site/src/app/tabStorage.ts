/** What the site keeps for one tab (sessionStorage): it survives a reload, not the tab. */
export interface TabStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The tab's sessionStorage, or null where the browser refuses it (storage blocked) or on the server. */
export function tabStorage(): TabStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
