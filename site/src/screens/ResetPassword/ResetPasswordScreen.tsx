import { useTranslation } from 'react-i18next';
import { Button, Text } from '@chameleon/ui';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import { AuthFrame } from '../shared/AuthFrame';

/** /auth/reset-password: the result page, a new password went out by e-mail. */
export function ResetPasswordScreen() {
  const { t } = useTranslation('auth');
  const { path } = useLocale();
  return (
    <AuthFrame title={t('reset.title')}>
      <Text>{t('reset.text')}</Text>
      <Button linkAs={RouterLink} to={path('/auth/sign-in/')} fullWidth>
        {t('reset.signIn')}
      </Button>
    </AuthFrame>
  );
}
