import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { signInFormSchema } from '@chameleon/contract';
import { Button, Form, FormError, PasswordField, Text, TextField } from '@chameleon/ui';
import { safeRedirectTarget } from '../../guards/safeRedirectTarget';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import { useStoreCommand, useTabStores } from '../../app/useRootStore';
import { AuthFrame } from '../shared/AuthFrame';
import { CaptchaField, useCaptcha } from '../shared/CaptchaField';
import { GuestOnly } from '../shared/GuestOnly';
import { currentSearchParam, goTo } from '../shared/navigation';
import { useForm } from '../shared/useForm';
import { AuthAside, asideLink } from '../shared/AuthAside';

/** /auth/sign-in: login, password and captcha; then the page the visitor was sent here from. */
export const SignInScreen = observer(function SignInScreen() {
  const { t } = useTranslation('auth');
  const withStores = useStoreCommand();
  const { language, path } = useLocale();
  const captcha = useCaptcha();
  // Straight after a password reset: the username the server named (the reset knew the address).
  const { stores, load } = useTabStores();
  const resetLogin = stores?.passwordReset.signInAs ?? '';
  const form = useForm(signInFormSchema, {
    initial: { login: resetLogin, password: '' },
    prepare: load,
    captcha,
    send: ({ login, password }, recaptchaToken) => withStores(({ session }) => session.login({ login, password, recaptchaToken })),
    placement: { INVALID_LOGIN: 'login', INVALID_PASSWORD: 'password' },
    // A wrong pair does not say which one is wrong: the message is the form's, about both.
    concerns: { INVALID_CREDENTIALS: ['login', 'password'] },
    onSuccess: () => goTo(safeRedirectTarget(currentSearchParam('redirectTo'), language), { replace: true }),
  });

  return (
    <AuthFrame title={t('signIn.title')} lead={t('signIn.lead')}>
      <GuestOnly>
        <Form {...form.form} aria-label={t('signIn.title')}>
          <FormError {...form.formError} />
          <TextField
            label={t('login')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...form.field('login')}
          />
          <PasswordField
            label={t('password')}
            showPasswordLabel={t('passwordShow')}
            autoComplete="current-password"
            required
            {...form.field('password')}
          />
          <CaptchaField captcha={captcha} {...form.captchaField} />
          <Button type="submit" fullWidth loading={form.submitting}>
            {t('signIn.submit')}
          </Button>
        </Form>
        <AuthAside>
          <Text size="sm" tone="muted">
            {t('signIn.noAccount')}{' '}
            <RouterLink to={path('/auth/sign-up/')} className={asideLink}>
              {t('signIn.signUpLink')}
            </RouterLink>
          </Text>
          <Text size="sm" tone="muted">
            <RouterLink to={path('/auth/restore-password/')} className={asideLink}>
              {t('signIn.forgot')}
            </RouterLink>
          </Text>
        </AuthAside>
      </GuestOnly>
    </AuthFrame>
  );
});
