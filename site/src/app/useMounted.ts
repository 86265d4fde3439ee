import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False during SSR and hydration, true after: for values only the browser knows (the real
 * URL). A component rendered after the page's hydration (an in-app visit) is mounted from its
 * first render, so it never shows the static page's state first.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
