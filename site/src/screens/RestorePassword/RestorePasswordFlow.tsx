import { useEffect, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Button, EmailField, Form, FormError, PasswordField, TextField } from '@chameleon/ui';
import { useStores } from '../../app/useRootStore';
import type { Result } from '../../stores';
import { useErrorText } from '../shared/authErrors';
import { CaptchaField, useCaptcha } from '../shared/CaptchaField';
import { useErrorFocus } from '../shared/useFormErrors';
import * as styles from '../shared/screen.css';

interface RestorePasswordFlowProps {
  /** The signed-in user's address (settings): the e-mail step does not ask for it. */
  fixedEmail?: string;
  /** The password was set (`generated`: the server mailed one). */
  onDone: (generated: boolean) => void;
}

/**
 * Restore by e-mail (PasswordResetStore): the e-mail and captcha, then the code mailed to it,
 * then a new password, or one the server makes up and mails.
 */
export const RestorePasswordFlow = observer(function RestorePasswordFlow({ fixedEmail, onDone }: RestorePasswordFlowProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const { passwordReset: reset, notifications } = useStores();
  const captcha = useCaptcha();
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const { formRef, formErrorRef, focusError } = useErrorFocus();

  useEffect(() => {
    // A fresh start each time the flow opens; the settings flow is tied to the user's address.
    reset.reset();
    if (fixedEmail !== undefined) reset.setEmail(fixedEmail);
  }, [reset, fixedEmail]);

  // Spec section 8's 'Server error, failed to send email', beside the form's own message.
  const notifyIfMailFailed = (result: Result) => {
    if (!result.ok && result.error === 'EMAIL_SEND_FAILED') {
      notifications.notify({ title: 'emailError.title', content: 'emailError.content', type: 'error' });
    }
  };

  const fieldError = (code: string | null) => (code === null ? undefined : errorText(code));
  const formError = reset.formError === null ? null : errorText(reset.formError);

  const requestCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (captcha.token === null) {
      setCaptchaMissing(true);
      focusError();
      return;
    }
    const result = await reset.requestCode(captcha.token);
    captcha.reset();
    if (result.ok) {
      notifications.notify({ title: 'emailSent.title', content: 'emailSent.content', type: 'success' });
      return;
    }
    notifyIfMailFailed(result);
    focusError();
  };

  const validateCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await reset.validateCode();
    if (!result.ok) focusError();
  };

  const setPassword = async (generate: boolean) => {
    const result = await reset.submitNewPassword({ generate });
    if (result.ok) {
      onDone(generate);
      return;
    }
    notifyIfMailFailed(result);
    focusError();
  };

  const formProps = { ref: formRef, loading: reset.pending, 'aria-label': t('restore.title') };

  switch (reset.step) {
    case 'request':
      return (
        <Form {...formProps} onSubmit={(event) => void requestCode(event)}>
          <p className={styles.lead}>{t('restore.emailLead')}</p>
          <FormError ref={formErrorRef} message={formError} />
          {fixedEmail === undefined ? (
            <EmailField
              label={t('email')}
              name="email"
              required
              value={reset.email.value}
              error={fieldError(reset.email.error)}
              onChange={(event) => reset.setEmail(event.target.value)}
            />
          ) : null}
          <CaptchaField
            captcha={captcha}
            error={captchaMissing ? errorText('INVALID_CAPTCHA') : undefined}
            disabled={reset.pending}
            onAnswer={() => setCaptchaMissing(false)}
          />
          <Button type="submit" fullWidth loading={reset.pending}>
            {t('restore.sendCode')}
          </Button>
        </Form>
      );
    case 'code':
      return (
        <Form {...formProps} onSubmit={(event) => void validateCode(event)}>
          <p className={styles.lead}>{t('restore.codeLead', { email: reset.email.value.trim() })}</p>
          <FormError ref={formErrorRef} message={formError} />
          <TextField
            label={t('restore.code')}
            hint={t('restore.codeHint')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={reset.code.value}
            error={fieldError(reset.code.error)}
            onChange={(event) => reset.setCode(event.target.value)}
          />
          <Button type="submit" fullWidth loading={reset.pending}>
            {t('restore.checkCode')}
          </Button>
          {fixedEmail === undefined ? (
            <Button variant="ghost" onClick={reset.restart}>
              {t('restore.otherEmail')}
            </Button>
          ) : null}
        </Form>
      );
    default:
      return (
        <Form
          {...formProps}
          onSubmit={(event) => {
            event.preventDefault();
            void setPassword(false);
          }}
        >
          <p className={styles.lead}>{t('restore.passwordLead')}</p>
          <FormError ref={formErrorRef} message={formError} />
          <PasswordField
            label={t('restore.newPassword')}
            hint={t('passwordHint')}
            showPasswordLabel={t('passwordShow')}
            name="password"
            autoComplete="new-password"
            required
            value={reset.password.value}
            error={fieldError(reset.password.error)}
            onChange={(event) => reset.setPassword(event.target.value)}
          />
          <PasswordField
            label={t('passwordRepeat')}
            showPasswordLabel={t('passwordShow')}
            name="repeatPassword"
            autoComplete="new-password"
            required
            value={reset.repeatPassword.value}
            error={fieldError(reset.repeatPassword.error)}
            onChange={(event) => reset.setRepeatPassword(event.target.value)}
          />
          <Button type="submit" fullWidth loading={reset.pending}>
            {t('restore.save')}
          </Button>
          <Button variant="ghost" disabled={reset.pending} onClick={() => void setPassword(true)}>
            {t('restore.sendPassword')}
          </Button>
        </Form>
      );
  }
});
