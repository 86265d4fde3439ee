import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False during SSR and hydration, true after: for values only the browser knows (the real
 * URL). React renders the server value while hydrating, then re-renders with the client one.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
