import { useEffect } from 'react';
import { navigate } from 'gatsby';
import { readLanguageCookie } from './languageCookie';
import { defaultLanguage, localizedPath, preferredLanguage } from './locales';

/**
 * Only the bare root picks a language for the visitor (stored cookie, then the browser's
 * languages); every other path already says its language. Replaces the history entry so
 * Back does not bounce between `/` and `/en/`.
 */
export function useRootLanguageRedirect(pathname: string): void {
  useEffect(() => {
    if (pathname !== '/') return;
    const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
    const language = preferredLanguage(readLanguageCookie(), browser);
    if (language === defaultLanguage) return;
    void navigate(localizedPath(language, '/') + window.location.search + window.location.hash, { replace: true });
  }, [pathname]);
}
