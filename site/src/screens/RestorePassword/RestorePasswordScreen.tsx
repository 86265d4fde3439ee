import { useTranslation } from 'gatsby-plugin-react-i18next';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import { AuthFrame } from '../shared/AuthFrame';
import { GuestOnly } from '../shared/GuestOnly';
import { RestorePasswordFlow } from './RestorePasswordFlow';
import * as styles from '../shared/screen.css';

/** /auth/restore-password: e-mail, the code mailed to it, a new password. */
export function RestorePasswordScreen() {
  const { t } = useTranslation('auth');
  const { path } = useLocale();
  return (
    <AuthFrame title={t('restore.title')}>
      <GuestOnly>
        <RestorePasswordFlow />
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
