import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Text } from '@chameleon/ui';
import { useStores } from '../../app/StoreProvider';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import { AuthFrame } from '../shared/AuthFrame';
import { GuestOnly } from '../shared/GuestOnly';
import { goTo } from '../shared/navigation';
import { RestorePasswordFlow } from './RestorePasswordFlow';
import { AuthAside, asideLink } from '../shared/AuthAside';

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
