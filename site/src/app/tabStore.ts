// Before anything that builds a zod schema (the contract, via the stores).
import './zodJitless';
import { splitLocalizedPath } from '../i18n/locales';
import { createRootStore, type RootStore } from '../stores';

function pageLanguage(): string {
  return typeof window === 'undefined' ? 'ru' : splitLocalizedPath(window.location.pathname).language;
}

let apiBaseUrl = '';
let tab: RootStore | null = null;

/** The deployed configuration arrives after start: every request reads the current base URL. */
export function setApiBaseUrl(url: string): void {
  apiBaseUrl = url;
}

/**
 * The tab's one RootStore, so the session survives navigation. The app root loads this module
 * after mount; pages whose screens need the stores while hydrating import it with their chunk,
 * and both get the same store. Each server render gets its own.
 */
export function tabStore(initialApiBaseUrl: string): RootStore {
  if (typeof window === 'undefined') return createRootStore({ apiBaseUrl: () => initialApiBaseUrl, locale: pageLanguage });
  if (tab === null) {
    apiBaseUrl = initialApiBaseUrl;
    tab = createRootStore({ apiBaseUrl: () => apiBaseUrl, locale: pageLanguage });
  }
  return tab;
}
