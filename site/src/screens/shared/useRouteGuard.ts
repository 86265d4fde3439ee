import { useEffect } from 'react';
import { runRouteMiddleware, type GuardOutcome } from '../../guards/routeMiddleware';
import { useMounted } from '../../app/useMounted';
import type { Language } from '../../i18n/locales';
import { useStores } from '../../app/useRootStore';
import { goTo } from './navigation';

export type GuardState = { type: 'pending' } | GuardOutcome;

/**
 * Runs a route's guards (guards/routeMiddleware) once the session is known: until then, and
 * during SSR and hydration, the answer is `pending` (a loading state, never a flash of the
 * sign-in redirect). A redirect is followed in-app, replacing the history entry.
 */
export function useRouteGuard(guards: readonly string[], language: Language, enabled = true): GuardState {
  const { session, catalog } = useStores();
  const mounted = useMounted();
  const settling = session.needsRestore || (session.mainDataStatus === 'loading' && !session.isSignedIn);
  const outcome: GuardState =
    !mounted || settling
      ? { type: 'pending' }
      : runRouteMiddleware(guards, {
          language,
          pathname: window.location.pathname,
          search: window.location.search,
          hash: window.location.hash,
          isSignedIn: session.isSignedIn,
          isOnSale: ({ cheatId, days }) => catalog.findSubscriptionProductByDays(days, cheatId) !== null,
        });
  const redirectTo = enabled && outcome.type === 'redirect' ? outcome.to : null;
  useEffect(() => {
    if (redirectTo !== null) goTo(redirectTo, { replace: true });
  }, [redirectTo]);
  return outcome;
}
