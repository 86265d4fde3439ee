import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@chameleon/ui';
import { routeGuards } from '../../guards/routeMiddleware';
import { useLocale } from '../../i18n/useLocale';
import { useRouteGuard } from './useRouteGuard';
import { CenteredBlock } from './CenteredBlock';

/**
 * Auth pages that act for a signed-in user (the bot confirmation, the launcher's sign-on): a
 * visitor goes to sign-in and comes back here afterwards.
 */
export const SignedInOnly = observer(function SignedInOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('main');
  const { language, originalPath } = useLocale();
  const outcome = useRouteGuard(routeGuards[originalPath] ?? ['auth'], language);
  if (outcome.type === 'allow') return <>{children}</>;
  return (
    <CenteredBlock>
      <Spinner label={t('loading')} />
    </CenteredBlock>
  );
});
