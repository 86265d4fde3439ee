import { startTransition, useEffect, useState } from 'react';
import { pageHydrated } from './pageHydration';

/**
 * False during SSR and hydration, true after: for values only the browser knows (the real
 * URL). A component rendered after the page's hydration (an in-app visit) is mounted from its
 * first render; one that hydrated switches to true in a transition after its commit.
 *
 * Not `useSyncExternalStore` with a server snapshot, which says the same: React re-renders
 * every such component synchronously inside the effects of the hydration's commit, one task it
 * cannot slice (the account page's switch from its static frame to the app was one of them).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(pageHydrated);
  useEffect(() => {
    if (!mounted) startTransition(() => setMounted(true));
  }, [mounted]);
  return mounted;
}
