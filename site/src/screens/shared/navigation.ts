import { navigate } from 'gatsby';

/** An in-app navigation; `replace` for redirects, so Back does not bounce through them. */
export function goTo(path: string, options: { replace?: boolean } = {}): void {
  void navigate(path, options);
}

/** A page outside the app (the payment provider's checkout): a full browser navigation. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}

/** The query string of the page as the browser has it (static HTML is rendered without one). */
export function currentSearchParam(name: string): string | null {
  if (typeof window === 'undefined') return null;
  return new URLSearchParams(window.location.search).get(name);
}
