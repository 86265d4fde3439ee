import { useEffect, useState } from 'react';
import { observable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Card, EmptyLayout, Spinner, Text } from '@chameleon/ui';
import { useStores } from '../../app/useRootStore';
import { useLocale } from '../../i18n/useLocale';
import { routeGuards } from '../../guards/routeMiddleware';
import { goTo } from '../shared/navigation';
import { useRouteGuard } from '../shared/useRouteGuard';
import { useSectionTitle } from '../profile/sectionTitle';
import { CenteredBlock } from '../shared/CenteredBlock';
import * as styles from '../shared/screen.css';

/**
 * /profile/logout/: behind the `auth` guard (a visitor goes to sign-in and no logout call is
 * made without a token); then the logout call and the sign-in page, signed out whatever the
 * server said. Once the call started the guard stands down: the user it guarded is leaving.
 */
export const LogoutScreen = observer(function LogoutScreen() {
  const { t } = useTranslation('profile');
  const { session } = useStores();
  const { language, path } = useLocale();
  // Observable, not React state: clearing the session re-renders this screen synchronously
  // (MobX), in a render that would not see a state update still pending from the effect.
  const [leaving] = useState(() => observable.box(false));
  const outcome = useRouteGuard(routeGuards['/profile/logout/'] ?? ['auth'], language, !leaving.get());
  useSectionTitle('/profile/logout/');
  const signIn = path('/auth/sign-in/');
  const allowed = outcome.type === 'allow';
  useEffect(() => {
    if (!allowed || leaving.get()) return;
    runInAction(() => leaving.set(true));
    void session.logout().then(() => goTo(signIn, { replace: true }));
  }, [allowed, leaving, session, signIn]);
  return (
    <EmptyLayout>
      <Card className={styles.narrow}>
        <CenteredBlock>
          <Spinner label={t('logout.progress')} />
          <Text aria-hidden="true">{t('logout.progress')}</Text>
        </CenteredBlock>
      </Card>
    </EmptyLayout>
  );
});
