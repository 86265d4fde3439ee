import { useEffect, useRef } from 'react';
import { runRouteMiddleware, type GuardContext, type GuardOutcome } from '../../guards/routeMiddleware';
import { useMounted } from '../../app/useMounted';
import type { Language } from '../../i18n/locales';
import { useTabStores } from '../../app/useRootStore';
import type { RootStore } from '../../stores';
import { goTo } from './navigation';

export type GuardState = { type: 'pending' } | GuardOutcome;

/** What the guards need of the session; `null` while it is not known yet. */
function sessionFacts(stores: RootStore | null, hasStoredSession: () => boolean): Pick<GuardContext, 'isSignedIn' | 'isOnSale'> | null {
  if (stores === null) {
    // Without a session cookie there is no session, whatever the stores would say: a visitor is
    // answered at once, not once the stores' chunk is in. No catalogue without the stores; the
    // product guard runs after `auth`, which a visitor never passes.
    return hasStoredSession() ? null : { isSignedIn: false, isOnSale: () => false };
  }
  const { session, catalog } = stores;
  if (session.needsRestore || (session.mainDataStatus === 'loading' && !session.isSignedIn)) return null;
  return {
    isSignedIn: session.isSignedIn,
    isOnSale: ({ cheatId, days }) => catalog.findSubscriptionProductByDays(days, cheatId) !== null,
  };
}

/**
 * Runs a route's guards (guards/routeMiddleware) once the session is known: until then, and
 * during SSR and hydration, the answer is `pending` (a loading state, never a flash of the
 * sign-in redirect). A redirect is followed in-app, replacing the history entry.
 */
export function useRouteGuard(guards: readonly string[], language: Language, enabled = true): GuardState {
  const { stores, source } = useTabStores();
  const mounted = useMounted();
  // The cookie is read only while the stores are not there: guards re-run on every render.
  const facts = mounted ? sessionFacts(stores, source.hasStoredSession) : null;
  const outcome: GuardState =
    facts === null
      ? { type: 'pending' }
      : runRouteMiddleware(guards, {
          language,
          pathname: window.location.pathname,
          search: window.location.search,
          hash: window.location.hash,
          ...facts,
        });
  const redirectTo = enabled && outcome.type === 'redirect' ? outcome.to : null;
  // One redirect: once it is followed the page is leaving. Gatsby keeps it mounted until the
  // next page's code is there, and the stores arriving meanwhile re-render it; its guards would
  // then run against the next page's address and send the visitor away again (to sign-in, with
  // sign-in as the way back, losing the page they came for).
  const followed = useRef(false);
  useEffect(() => {
    if (redirectTo === null || followed.current) return;
    followed.current = true;
    goTo(redirectTo, { replace: true });
  }, [redirectTo]);
  return outcome;
}
