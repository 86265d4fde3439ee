import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { emailFormSchema, newPasswordFormSchema, readForm, resetCodeFormSchema } from '@chameleon/contract';
import { Button, EmailField, Form, FormError, Stack, Text, TextField } from '@chameleon/ui';
import { RESET_CODE_LIFETIME_MINUTES } from '@chameleon/contract/constants';
import { useStoreCommand, useStores, useTabStores } from '../../app/useRootStore';
import type { FailureMessage } from '../../transport/apiResult';
import { useLocale } from '../../i18n/useLocale';
import type { NotificationStore, PasswordResetStore } from '../../stores';
import { waitText } from '../shared/authErrors';
import { CaptchaField, useCaptcha } from '../shared/CaptchaField';
import { goTo } from '../shared/navigation';
import { NewPasswordFields } from '../shared/NewPasswordFields';
import { PasswordManagerLogin } from '../shared/PasswordManagerLogin';
import { useForm } from '../shared/useForm';

interface RestorePasswordFlowProps {
  /** The signed-in user's address (settings): the e-mail step does not ask for it. */
  fixedEmail?: string;
  /** The password was set, before leaving for sign-in (settings: it ended every session). */
  onPasswordSet?: () => void;
}

/** Spec section 8's 'Server error, failed to send email', beside the form's own message. */
const notifyIfMailFailed = (notifications: NotificationStore) => (message: FailureMessage) => {
  if (message === 'EMAIL_SEND_FAILED') notifications.notify({ title: 'emailError.title', content: 'emailError.content', type: 'error' });
};

/**
 * The reset mail's button opens this page as `#email=<address>` (the fragment reaches no
 * server, and the code is never in it); the flow takes it off the URL once it used it.
 */
function addressFromMail(): string | null {
  if (typeof window === 'undefined') return null;
  const read = readForm(emailFormSchema, { email: new URLSearchParams(window.location.hash.slice(1)).get('email') ?? '' });
  return read.ok ? read.values.email : null;
}

/** The first step until the stores are there: the restore page renders and hydrates without them. */
const currentStep = (reset: PasswordResetStore | null) => reset?.step ?? 'request';

/**
 * Restore by e-mail (PasswordResetStore): the e-mail and captcha, then the code mailed to it,
 * then a new password, or one the server makes up and mails; then sign in again.
 */
export const RestorePasswordFlow = observer(function RestorePasswordFlow({ fixedEmail, onPasswordSet }: RestorePasswordFlowProps) {
  const reset = useTabStores().stores?.passwordReset ?? null;
  const { path } = useLocale();
  // The store the flow opened with. One that arrives later (the restore page loads the stores
  // after it shows) was created for this tab just now, so it starts fresh already, and a form
  // sent before it arrived must keep the step its command moves to.
  const [openedWith] = useState(reset);

  const mailedTo = fixedEmail === undefined ? addressFromMail() : null;

  useEffect(() => {
    // Where this tab left the flow (a reload), else a fresh start; the settings flow is tied to
    // the user's address. A store that arrives later resumed on its own when it was made.
    openedWith?.resume(fixedEmail);
  }, [openedWith, fixedEmail]);

  useEffect(() => {
    // Also when the stores arrive after the page showed.
    if (mailedTo === null || reset === null) return;
    reset.enterMailedCode(mailedTo);
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, [reset, mailedTo]);

  const done = (generated: boolean) => {
    onPasswordSet?.();
    goTo(path(generated ? '/auth/reset-password/' : '/auth/sign-in/'));
  };

  switch (currentStep(reset)) {
    case 'request':
      return <RequestStep fixedEmail={fixedEmail} />;
    case 'code':
      return <CodeStep canChangeEmail={fixedEmail === undefined} />;
    default:
      return <PasswordStep onDone={done} />;
  }
});

interface RequestStepProps {
  fixedEmail?: string;
  /** A code was mailed (the code step's "send the code again" closes its form). */
  onSent?: () => void;
  /** The form's name, where it is not the page's only form. */
  label?: string;
}

const RequestStep = observer(function RequestStep({ fixedEmail, onSent, label }: RequestStepProps) {
  const { t } = useTranslation('auth');
  const reset = useTabStores().stores?.passwordReset ?? null;
  const withStores = useStoreCommand();
  const captcha = useCaptcha();
  const form = useForm(emailFormSchema, {
    // Back from the code step, the address the code went to.
    initial: { email: fixedEmail ?? reset?.email ?? '' },
    captcha,
    // The notices come with the command: the form may be sent before the stores are there.
    send: ({ email }, recaptchaToken) =>
      withStores(async ({ passwordReset, notifications }) => {
        const result = await passwordReset.requestCode({ email, recaptchaToken });
        if (result.ok) notifications.notify({ title: 'emailSent.title', content: 'emailSent.content', type: 'success' });
        else notifyIfMailFailed(notifications)(result.error);
        return result;
      }),
    onSuccess: () => onSent?.(),
    // Settings do not show the address: a refusal of it is the whole form's.
    placement: fixedEmail === undefined ? { INVALID_EMAIL: 'email', EMAIL_NOT_FOUND: 'email' } : {},
  });
  return (
    <Form {...form.form} aria-label={label ?? t('restore.title')}>
      {/* Settings say above the form where the code goes; the lead would ask for a field it lacks. */}
      {fixedEmail === undefined ? <Text size="sm" tone="muted">{t('restore.emailLead')}</Text> : null}
      <FormError {...form.formError} />
      {fixedEmail === undefined ? <EmailField label={t('email')} required {...form.field('email')} /> : null}
      <CaptchaField captcha={captcha} {...form.captchaField} />
      <Button type="submit" fullWidth loading={form.submitting}>
        {t('restore.sendCode')}
      </Button>
    </Form>
  );
});

const CodeStep = observer(function CodeStep({ canChangeEmail }: { canChangeEmail: boolean }) {
  const { t } = useTranslation('auth');
  const { passwordReset: reset } = useStores();
  const [resending, setResending] = useState(false);
  const form = useForm(resetCodeFormSchema, {
    initial: { email: reset.email, code: '' },
    send: ({ code }) => reset.validateCode(code),
    placement: { INVALID_CODE: 'code' },
  });
  return (
    <Stack space="lg">
      <Form {...form.form} aria-label={t('restore.title')}>
        <Text size="sm" tone="muted">{t('restore.codeLead', { email: reset.email })}</Text>
        <Text size="sm" tone="muted">{t('restore.codeLifetime', { minutes: RESET_CODE_LIFETIME_MINUTES })}</Text>
        <FormError {...form.formError} />
        <TextField
          label={t('restore.code')}
          hint={t('restore.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          {...form.field('code')}
        />
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('restore.checkCode')}
        </Button>
        {resending ? null : <ResendButton onResend={() => setResending(true)} />}
        {canChangeEmail ? (
          <Button variant="ghost" onClick={reset.restart}>
            {t('restore.otherEmail')}
          </Button>
        ) : null}
      </Form>
      {resending ? (
        <Stack space="sm">
          {/* The button that opened it is gone: focus goes to what it opened. */}
          <Text size="sm" tone="muted" tabIndex={-1} ref={(lead) => lead?.focus()}>
            {t('restore.resendLead', { email: reset.email })}
          </Text>
          <RequestStep fixedEmail={reset.email} label={t('restore.resend')} onSent={() => setResending(false)} />
        </Stack>
      ) : null}
    </Stack>
  );
});

/**
 * "Send the code again" once a minute has passed since the last code (a second press within it
 * would only mail twice); the wait counts down on the button's note. The server's own limit
 * still answers with its wait.
 */
const ResendButton = observer(function ResendButton({ onResend }: { onResend: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const { passwordReset: reset } = useStores();
  // Counted again each second while there is a wait (the store's clock, not a copy of it).
  const [tick, setTick] = useState(0);
  const wait = reset.resendWaitSeconds();
  const noteId = useId();
  useEffect(() => {
    if (wait === 0) return undefined;
    const timer = window.setTimeout(() => setTick(tick + 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait, tick]);
  return (
    <Stack space="xs">
      <Button variant="secondary" fullWidth disabled={wait > 0} aria-describedby={wait > 0 ? noteId : undefined} onClick={onResend}>
        {t('restore.resend')}
      </Button>
      {wait > 0 ? (
        <Text id={noteId} size="sm" tone="muted">
          {t('restore.resendIn', { wait: waitText(wait, i18n.language) })}
        </Text>
      ) : null}
    </Stack>
  );
});

const PasswordStep = observer(function PasswordStep({ onDone }: { onDone: (generated: boolean) => void }) {
  const { t } = useTranslation('auth');
  const { passwordReset: reset, notifications } = useStores();
  const form = useForm(newPasswordFormSchema, {
    initial: { password: '', repeatPassword: '' },
    send: ({ password }) => reset.setPassword(password),
    placement: { INVALID_PASSWORD: 'password', PASSWORD_TOO_SHORT: 'password', PASSWORD_REPEAT_MISMATCH: 'repeatPassword' },
    onSuccess: () => {
      // Read on the sign-in page the flow goes to: it says to sign in now.
      notifications.notify({ title: 'passwordReset.title', content: 'passwordReset.content', type: 'success' });
      onDone(false);
    },
    onFailure: notifyIfMailFailed(notifications),
  });
  return (
    <Form {...form.form} aria-label={t('restore.title')}>
      <Text size="sm" tone="muted">{t('restore.passwordLead')}</Text>
      <FormError {...form.formError} />
      <PasswordManagerLogin />
      <NewPasswordFields label={t('restore.newPassword')} password={form.field('password')} repeat={form.field('repeatPassword')} />
      <Button type="submit" fullWidth loading={form.submitting}>
        {t('restore.save')}
      </Button>
      <Button variant="ghost" disabled={form.submitting} onClick={() => form.run(() => reset.setPassword(), () => onDone(true))}>
        {t('restore.sendPassword')}
      </Button>
    </Form>
  );
});
