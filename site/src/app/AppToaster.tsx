import { lazy, Suspense, useState } from 'react';
import type { LocaleEdges } from '../i18n/pageMessages';
import { translatorFrom } from '../i18n/pageMessages';
import { useMounted } from './useMounted';
import { useTabStores } from './useRootStore';

const AppToasterView = lazy(() => import('./AppToasterView'));

/**
 * Every page query loads the `notifications` messages (a few hundred bytes), because a toast
 * raised on one page may still be showing after navigating to another (a 401 sign-out, a
 * failed call). A page without them (a new page whose query forgot the namespace) keeps its
 * toasts in the store rather than showing raw keys. The toaster (Radix Toast) is loaded when
 * the first toast is raised and then stays.
 */
export function PageToaster({ locales }: { locales: LocaleEdges | undefined }) {
  // The toasts' portal exists only in the browser: nothing of it is in the static HTML.
  const mounted = useMounted();
  const { stores, shell } = useTabStores();
  const notifications = stores?.notifications ?? null;
  const { toastCount } = shell;
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications !== null && toastCount > 0) setWanted(true);
  if (!mounted || !wanted || notifications === null || !locales?.edges.some(({ node }) => node.ns === 'notifications')) return null;
  return (
    <Suspense fallback={null}>
      <AppToasterView notifications={notifications} translate={translatorFrom(locales)} />
    </Suspense>
  );
}
