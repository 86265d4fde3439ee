import { splitLocalizedPath } from '../i18n/locales';
import { createRootStore, type RootStore } from '../stores';
import { announceTabStore, setTabApiBaseUrl, tabApiBaseUrl } from './tabStoreRegistry';

function pageLanguage(): string {
  return typeof window === 'undefined' ? 'ru' : splitLocalizedPath(window.location.pathname).language;
}

let tab: RootStore | null = null;

/**
 * The tab's one RootStore, so the session survives navigation. Pages whose screens need the
 * stores while hydrating import this module with their chunk; the app root loads it after
 * mount only when there is a session to restore. Both get the same store, announced to the
 * app root through `tabStoreRegistry`. Each server render gets its own.
 */
export function tabStore(initialApiBaseUrl: string): RootStore {
  if (typeof window === 'undefined') return createRootStore({ apiBaseUrl: () => initialApiBaseUrl, locale: pageLanguage });
  if (tab === null) {
    setTabApiBaseUrl(initialApiBaseUrl);
    tab = createRootStore({ apiBaseUrl: tabApiBaseUrl, locale: pageLanguage });
    announceTabStore(tab);
  }
  return tab;
}
