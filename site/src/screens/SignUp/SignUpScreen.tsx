import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { signUpFormSchema } from '@chameleon/contract';
import { Button, EmailField, Form, FormError, Text, TextField } from '@chameleon/ui';
import { useStoreCommand, useTabStores } from '../../app/useRootStore';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import { AuthFrame } from '../shared/AuthFrame';
import { CaptchaField, useCaptcha } from '../shared/CaptchaField';
import { GuestOnly } from '../shared/GuestOnly';
import { NewPasswordFields } from '../shared/NewPasswordFields';
import { goTo } from '../shared/navigation';
import { useForm } from '../shared/useForm';
import { AuthAside, asideLink } from '../shared/AuthAside';

/** /auth/sign-up: login, e-mail, password twice and captcha; then the bot confirmation page. */
export const SignUpScreen = observer(function SignUpScreen() {
  const { t } = useTranslation('auth');
  const withStores = useStoreCommand();
  const { load } = useTabStores();
  const { path } = useLocale();
  const captcha = useCaptcha();
  const form = useForm(signUpFormSchema, {
    initial: { login: '', email: '', password: '', repeatPassword: '' },
    prepare: load,
    captcha,
    send: ({ login, email, password }, recaptchaToken) => withStores(({ session }) => session.register({ login, email, password, recaptchaToken })),
    placement: {
      INVALID_LOGIN: 'login',
      LOGIN_EXISTS: 'login',
      INVALID_EMAIL: 'email',
      EMAIL_EXISTS: 'email',
      INVALID_PASSWORD: 'password',
      PASSWORD_TOO_SHORT: 'password',
      PASSWORD_REPEAT_MISMATCH: 'repeatPassword',
    },
    onSuccess: () => goTo(path('/auth/sign-up-submit/')),
  });

  return (
    <AuthFrame title={t('signUp.title')} lead={t('signUp.lead')}>
      <GuestOnly>
        <Form {...form.form} aria-label={t('signUp.title')}>
          <FormError {...form.formError} />
          {/* The login's rules before the first try, not only in the refusal. */}
          <TextField
            label={t('login')}
            hint={t('signUp.loginHint')}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            {...form.field('login')}
          />
          <EmailField label={t('email')} required {...form.field('email')} />
          <NewPasswordFields label={t('password')} password={form.field('password')} repeat={form.field('repeatPassword')} />
          <CaptchaField captcha={captcha} {...form.captchaField} />
          <Button type="submit" fullWidth loading={form.submitting}>
            {t('signUp.submit')}
          </Button>
        </Form>
        <AuthAside>
          <Text size="sm" tone="muted">
            {t('signUp.haveAccount')}{' '}
            <RouterLink to={path('/auth/sign-in/')} className={asideLink}>
              {t('signUp.signInLink')}
            </RouterLink>
          </Text>
        </AuthAside>
      </GuestOnly>
    </AuthFrame>
  );
});
