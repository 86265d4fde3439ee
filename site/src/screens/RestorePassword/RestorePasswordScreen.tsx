import { useTranslation } from 'react-i18next';
import { Text } from '@chameleon/ui';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import { AuthFrame } from '../shared/AuthFrame';
import { GuestOnly } from '../shared/GuestOnly';
import { RestorePasswordFlow } from './RestorePasswordFlow';
import { AuthAside, asideLink } from '../shared/AuthAside';

/** /auth/restore-password: e-mail, the code mailed to it, a new password. */
export function RestorePasswordScreen() {
  const { t } = useTranslation('auth');
  const { path } = useLocale();
  return (
    <AuthFrame title={t('restore.title')}>
      <GuestOnly>
        <RestorePasswordFlow />
        <AuthAside>
          <Text size="sm" tone="muted">
            <RouterLink to={path('/auth/sign-in/')} className={asideLink}>
              {t('restore.backToSignIn')}
            </RouterLink>
          </Text>
        </AuthAside>
      </GuestOnly>
    </AuthFrame>
  );
}
