import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { formErrors, signInFormSchema } from '@chameleon/contract';
import { Button, Form, FormError, PasswordField, TextField } from '@chameleon/ui';
import { safeRedirectTarget } from '../../guards/safeRedirectTarget';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../app/useRootStore';
import type { FailureMessage } from '../../api/apiResult';
import type { ErrorPlacement } from '../shared/authErrors';
import { AuthFrame } from '../shared/AuthFrame';
import { CaptchaField, useCaptcha } from '../shared/CaptchaField';
import { GuestOnly } from '../shared/GuestOnly';
import { currentSearchParam, goTo } from '../shared/navigation';
import { useFormErrors } from '../shared/useFormErrors';
import * as styles from '../shared/screen.css';

type Field = 'login' | 'password' | 'captcha';

const placement: ErrorPlacement<Field> = { INVALID_LOGIN: 'login', INVALID_PASSWORD: 'password' };
/** A wrong pair does not say which one is wrong: the message is the form's, about both. */
const bothFields: readonly string[] = ['INVALID_CREDENTIALS'];

/** /auth/sign-in: login, password and captcha; then the page the visitor was sent here from. */
export const SignInScreen = observer(function SignInScreen() {
  const { t } = useTranslation('auth');
  const { session } = useStores();
  const { language, path } = useLocale();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const captcha = useCaptcha();
  const { show, showFailure, clearField, fieldError, formError, formRef, formErrorRef, formErrorId, marksOf } = useFormErrors<Field>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const invalid: Partial<Record<Field, FailureMessage>> = formErrors(signInFormSchema, { login, password });
    if (captcha.token === null) invalid.captcha = 'INVALID_CAPTCHA';
    if (Object.keys(invalid).length > 0) {
      show({ fields: invalid });
      return;
    }
    setSubmitting(true);
    const result = await session.login({ login: login.trim(), password, recaptchaToken: captcha.token ?? '' });
    setSubmitting(false);
    if (result.ok) {
      goTo(safeRedirectTarget(currentSearchParam('redirectTo'), language), { replace: true });
      return;
    }
    // The answer is spent either way; everything typed stays.
    captcha.reset();
    showFailure(result.error, placement, bothFields.includes(result.error) ? ['login', 'password'] : []);
  };

  return (
    <AuthFrame title={t('signIn.title')} lead={t('signIn.lead')}>
      <GuestOnly>
        <Form ref={formRef} onSubmit={(event) => void submit(event)} loading={submitting} aria-label={t('signIn.title')}>
          <FormError ref={formErrorRef} id={formErrorId} message={formError} />
          <TextField
            label={t('login')}
            name="login"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={login}
            error={fieldError('login')}
            {...marksOf('login')}
            onChange={(event) => {
              setLogin(event.target.value);
              clearField('login');
            }}
          />
          <PasswordField
            label={t('password')}
            name="password"
            showPasswordLabel={t('passwordShow')}
            autoComplete="current-password"
            required
            value={password}
            error={fieldError('password')}
            {...marksOf('password')}
            onChange={(event) => {
              setPassword(event.target.value);
              clearField('password');
            }}
          />
          <CaptchaField captcha={captcha} error={fieldError('captcha')} disabled={submitting} onAnswer={() => clearField('captcha')} />
          <Button type="submit" fullWidth loading={submitting}>
            {t('signIn.submit')}
          </Button>
        </Form>
        <div className={styles.aside}>
          <p>
            {t('signIn.noAccount')}{' '}
            <RouterLink to={path('/auth/sign-up/')} className={styles.link}>
              {t('signIn.signUpLink')}
            </RouterLink>
          </p>
          <p>
            <RouterLink to={path('/auth/restore-password/')} className={styles.link}>
              {t('signIn.forgot')}
            </RouterLink>
          </p>
        </div>
      </GuestOnly>
    </AuthFrame>
  );
});
