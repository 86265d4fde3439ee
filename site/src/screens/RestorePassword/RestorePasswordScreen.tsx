import { useTranslation } from 'gatsby-plugin-react-i18next';
import { useStores } from '../../app/useRootStore';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import { AuthFrame } from '../shared/AuthFrame';
import { GuestOnly } from '../shared/GuestOnly';
import { goTo } from '../shared/navigation';
import { RestorePasswordFlow } from './RestorePasswordFlow';
import * as styles from '../shared/screen.css';

/** /auth/restore-password: e-mail, the code mailed to it, a new password. */
export function RestorePasswordScreen() {
  const { t } = useTranslation('auth');
  const { notifications } = useStores();
  const { path } = useLocale();
  const done = (generated: boolean) => {
    if (generated) {
      goTo(path('/auth/reset-password/'));
      return;
    }
    notifications.notify({ title: 'passwordChanged.title', content: 'passwordChanged.content', type: 'success' });
    goTo(path('/auth/sign-in/'));
  };
  return (
    <AuthFrame title={t('restore.title')}>
      <GuestOnly>
        <RestorePasswordFlow onDone={done} />
        <div className={styles.aside}>
          <p>
            <RouterLink to={path('/auth/sign-in/')} className={styles.link}>
              {t('restore.backToSignIn')}
            </RouterLink>
          </p>
        </div>
      </GuestOnly>
    </AuthFrame>
  );
}
