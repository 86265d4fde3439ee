import { useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@chameleon/ui';
import { useMounted } from '../../app/useMounted';
import { routeGuards } from '../../guards/routeMiddleware';
import { useLocale } from '../../i18n/useLocale';
import { useRouteGuard } from './useRouteGuard';
import { CenteredBlock } from './CenteredBlock';

type Decision = 'visitor' | 'signedIn' | null;

/**
 * Pages for visitors only (sign-in, sign-up, restore-password): a user who opens one while
 * signed in goes to the profile. Decided once, when the session is known: signing in on the
 * page itself is that page's business (it knows where to go next).
 */
export const GuestOnly = observer(function GuestOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('main');
  const { language, originalPath } = useLocale();
  const mounted = useMounted();
  const [decision, setDecision] = useState<Decision>(null);
  const outcome = useRouteGuard(routeGuards[originalPath] ?? ['guest'], language, decision !== 'visitor');
  const settled = outcome.type === 'pending' ? null : outcome.type === 'allow' ? 'visitor' : 'signedIn';

  useEffect(() => {
    // The first settled answer is kept for the page's lifetime.
    if (decision === null && settled !== null) setDecision(settled);
  }, [decision, settled]);

  // Static HTML and hydration show the page; only the browser knows about a session.
  if (!mounted || (decision ?? settled) === 'visitor') return <>{children}</>;
  return (
    <CenteredBlock>
      <Spinner label={t('loading')} />
    </CenteredBlock>
  );
});
