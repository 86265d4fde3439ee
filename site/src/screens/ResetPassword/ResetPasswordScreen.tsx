import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Button } from '@chameleon/ui';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import { AuthFrame } from '../shared/AuthFrame';
import * as styles from '../shared/screen.css';

/** /auth/reset-password: the result page, a new password went out by e-mail. */
export function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const { path } = useLocale();
  return (
    <AuthFrame title={t('reset.title')}>
      <div className={styles.intro}>
        <p className={styles.message}>{t('reset.text')}</p>
      </div>
      <Button linkAs={RouterLink} to={path('/auth/sign-in/')} fullWidth>
        {t('reset.signIn')}
      </Button>
    </AuthFrame>
  );
}
