import { themeAttribute, themeNames } from '@chameleon/ui/theme-names';
import { themeStorageKey } from '../theme/themeStorageKey';

/**
 * Runs in `<head>` before the body is parsed, so a returning light-theme visitor never sees a
 * dark frame: a stored theme replaces the server's default on `<html>`.
 */
export function themeHead(document: { documentElement: Pick<HTMLElement, 'setAttribute'> }, storage: Pick<Storage, 'getItem'>): void {
  const stored = storage.getItem(themeStorageKey);
  if ((themeNames as readonly (string | null)[]).includes(stored)) document.documentElement.setAttribute(themeAttribute, stored as string);
}

/** `themeHead` on the page's own storage; storage refused (privacy settings) keeps the default theme. */
export function storedThemeHead(document: { documentElement: Pick<HTMLElement, 'setAttribute'> }): void {
  try {
    themeHead(document, localStorage);
  } catch {
    // The default theme stays.
  }
}
