import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { formErrors, signUpFormSchema } from '@chameleon/contract';
import { Button, EmailField, Form, FormError, PasswordField, TextField } from '@chameleon/ui';
import { useStores } from '../../app/useRootStore';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import type { FailureMessage } from '../../api/apiResult';
import type { ErrorPlacement } from '../shared/authErrors';
import { AuthFrame } from '../shared/AuthFrame';
import { CaptchaField, useCaptcha } from '../shared/CaptchaField';
import { GuestOnly } from '../shared/GuestOnly';
import { goTo } from '../shared/navigation';
import { useFormErrors } from '../shared/useFormErrors';
import * as styles from '../shared/screen.css';

type Field = 'login' | 'email' | 'password' | 'repeatPassword' | 'captcha';

const placement: ErrorPlacement<Field> = {
  INVALID_LOGIN: 'login',
  LOGIN_EXISTS: 'login',
  INVALID_EMAIL: 'email',
  EMAIL_EXISTS: 'email',
  INVALID_PASSWORD: 'password',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_REPEAT_MISMATCH: 'repeatPassword',
};

type Values = Record<Exclude<Field, 'captcha'>, string>;

/** /auth/sign-up: login, e-mail, password twice and captcha; then the bot confirmation page. */
export const SignUpScreen = observer(function SignUpScreen() {
  const { t } = useTranslation('auth');
  const { session } = useStores();
  const { path } = useLocale();
  const [values, setValues] = useState<Values>({ login: '', email: '', password: '', repeatPassword: '' });
  const [submitting, setSubmitting] = useState(false);
  const captcha = useCaptcha();
  const { show, showFailure, clearField, fieldError, formError, formRef, formErrorRef } = useFormErrors<Field>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const invalid: Partial<Record<Field, FailureMessage>> = formErrors(signUpFormSchema, values);
    if (captcha.token === null) invalid.captcha = 'INVALID_CAPTCHA';
    if (Object.keys(invalid).length > 0) {
      show({ fields: invalid });
      return;
    }
    setSubmitting(true);
    const result = await session.register({
      login: values.login.trim(),
      email: values.email.trim(),
      password: values.password,
      recaptchaToken: captcha.token ?? '',
    });
    setSubmitting(false);
    if (result.ok) {
      goTo(path('/auth/sign-up-submit/'));
      return;
    }
    captcha.reset();
    showFailure(result.error, placement);
  };

  const bind = (field: Exclude<Field, 'captcha'>) => ({
    name: field,
    value: values[field],
    error: fieldError(field),
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      clearField(field);
    },
  });

  return (
    <AuthFrame title={t('signUp.title')} lead={t('signUp.lead')}>
      <GuestOnly>
        <Form ref={formRef} onSubmit={(event) => void submit(event)} loading={submitting} aria-label={t('signUp.title')}>
          <FormError ref={formErrorRef} message={formError} />
          <TextField label={t('login')} autoComplete="username" autoCapitalize="none" spellCheck={false} required {...bind('login')} />
          <EmailField label={t('email')} required {...bind('email')} />
          <PasswordField
            label={t('password')}
            hint={t('passwordHint')}
            showPasswordLabel={t('passwordShow')}
            autoComplete="new-password"
            required
            {...bind('password')}
          />
          <PasswordField
            label={t('passwordRepeat')}
            showPasswordLabel={t('passwordShow')}
            autoComplete="new-password"
            required
            {...bind('repeatPassword')}
          />
          <CaptchaField
            captcha={captcha}
            error={fieldError('captcha')}
            disabled={submitting}
            onAnswer={() => clearField('captcha')}
          />
          <Button type="submit" fullWidth loading={submitting}>
            {t('signUp.submit')}
          </Button>
        </Form>
        <div className={styles.aside}>
          <p>
            {t('signUp.haveAccount')}{' '}
            <RouterLink to={path('/auth/sign-in/')} className={styles.link}>
              {t('signUp.signInLink')}
            </RouterLink>
          </p>
        </div>
      </GuestOnly>
    </AuthFrame>
  );
});
