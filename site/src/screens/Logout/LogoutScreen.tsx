import { useEffect } from 'react';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Card, EmptyLayout, Spinner } from '@chameleon/ui';
import { useStores } from '../../app/StoreProvider';
import { useLocale } from '../../i18n/useLocale';
import { goTo } from '../shared/navigation';
import { useSectionTitle } from '../profile/sectionTitle';
import * as styles from '../shared/screen.css';

/** /profile/logout/: the logout call, then the sign-in page (signed out whatever the server said). */
export function LogoutScreen() {
  const { t } = useTranslation('profile');
  const { session } = useStores();
  const { path } = useLocale();
  useSectionTitle('/profile/logout/');
  const signIn = path('/auth/sign-in/');
  useEffect(() => {
    let active = true;
    void session.logout().then(() => {
      if (active) goTo(signIn, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [session, signIn]);
  return (
    <EmptyLayout>
      <Card className={styles.narrow}>
        <div className={styles.centered}>
          <Spinner label={t('logout.progress')} />
          <p className={styles.message} aria-hidden="true">
            {t('logout.progress')}
          </p>
        </div>
      </Card>
    </EmptyLayout>
  );
}
