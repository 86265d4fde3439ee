/**
 * Whether the page's hydration has committed: a render before it is the hydration of the server's
 * HTML, every render after it a client render (an in-app visit). gatsby-browser's
 * `onInitialClientRender` marks it; `useMounted` and `StaticHtml` read it. Never set on the server.
 */
let hydrated = false;

export const pageHydrated = (): boolean => hydrated && typeof window !== 'undefined';

/** Called by gatsby-browser once the page's hydration has committed. */
export function markPageHydrated(): void {
  hydrated = true;
}

/** For tests: the next render counts as the page's hydration (or a server render) again. */
export function resetPageHydratedForTests(): void {
  hydrated = false;
}
