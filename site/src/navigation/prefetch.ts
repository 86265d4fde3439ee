import { PREFETCH_DELAY_MS } from '../config/constants';
import { localizedPath, type Language } from '../i18n/locales';

/** Where a visitor goes next from any page: the account area and the way into it. */
export const prefetchedRoutes = ['/auth/sign-in/', '/auth/sign-up/', '/profile/'] as const;

export interface PrefetchOptions {
  /** Gatsby's loader: fetches a page's data and code chunks ahead of a navigation. */
  prefetch: (pathname: string) => void;
  /** `navigator.connection.effectiveType` where the browser reports it. */
  effectiveType?: string | undefined;
  setTimer?: (run: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (timer: ReturnType<typeof setTimeout>) => void;
}

/**
 * Spec section 7: the payload and routes of the auth and profile pages of the page's
 * language are prefetched 1 s after start, unless the connection is slow-2g. Returns the
 * function that cancels a prefetch not started yet.
 */
export function schedulePrefetch(language: Language, { prefetch, effectiveType, setTimer = setTimeout, clearTimer = clearTimeout }: PrefetchOptions): () => void {
  if (effectiveType === 'slow-2g') return () => undefined;
  const timer = setTimer(() => {
    for (const route of prefetchedRoutes) prefetch(localizedPath(language, route));
  }, PREFETCH_DELAY_MS);
  return () => clearTimer(timer);
}
