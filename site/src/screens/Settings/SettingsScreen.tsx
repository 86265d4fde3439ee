import { useEffect, useId, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { EMAIL_CHANGE_LINK_LIFETIME_HOURS, changePasswordFormSchema, emailFormSchema } from '@chameleon/contract';
import { Button, Card, EmailField, Form, FormError, Inline, PasswordField, Spinner, Stack, Text } from '@chameleon/ui';
import { useStores } from '../../app/useRootStore';
import type { EmailChangeOutcome, NotificationStore } from '../../stores';
import type { CommandResult } from '../shared/commandFailure';
import { AccountSessionsSection } from './AccountSessionsSection';
import { BotChatsSection } from './BotChatsSection';
import { readableDate } from './readableDate';
import { useForm } from '../shared/useForm';
import { useSectionTitle } from '../profile/sectionTitle';
import { RestorePasswordFlow } from '../RestorePassword/RestorePasswordFlow';
import { PasswordManagerLogin } from '../shared/PasswordManagerLogin';
import { ScreenIntro } from '../shared/ScreenIntro';
import { UnconfirmedReminder } from '../profile/UnconfirmedBanner';
import * as styles from './SettingsScreen.css';

/** One settings card: a form named by its title, its error, its fields and its submit button. */
function SettingsForm({ title, submit, form, lead, children }: { title: string; submit: string; form: Pick<ReturnType<typeof useForm>, 'form' | 'formError' | 'submitting'>; lead?: ReactNode; children: ReactNode }) {
  return (
    <Card as="section" title={title}>
      <Form {...form.form} aria-label={title}>
        {lead}
        <FormError {...form.formError} />
        {children}
        <Inline space="sm" alignY="center">
          <Button type="submit" loading={form.submitting}>
            {submit}
          </Button>
        </Inline>
      </Form>
    </Card>
  );
}

const EmailSection = observer(function EmailSection() {
  const { t } = useTranslation('settings');
  const { session, notifications } = useStores();
  const [running, setRunning] = useState<'resend' | 'cancel' | null>(null);
  const pendingId = useId();
  // Each outcome says what happened to the address: a link sent, changed at once, or nothing to change.
  const changeEmail = async (email: string) => {
    const result = await session.changeEmail({ email });
    if (result.ok) notifyEmailChange(notifications, result.value, email);
    return result;
  };
  const form = useForm(emailFormSchema, {
    initial: { email: '' },
    send: ({ email }) => changeEmail(email),
    placement: { INVALID_EMAIL: 'email', EMAIL_EXISTS: 'email' },
    onSuccess: () => form.reset(),
    // The form checked the address with the same rule, so a refusal means the server knows better.
    onFailure: (message) => {
      if (message === 'INVALID_EMAIL') notifications.notify({ title: 'emailInvalid.title', content: 'emailInvalid.content', type: 'warning' });
    },
  });
  const pending = session.user?.pending_email ?? null;
  // Resend and cancel report through the form's error, as its own submit does.
  const runPending = (which: 'resend' | 'cancel', command: () => Promise<CommandResult>, succeeded: () => void = () => undefined) => {
    setRunning(which);
    form.run(
      () => command().finally(() => setRunning(null)),
      succeeded,
    );
  };

  const lead = (
    <Stack space="sm">
      <Text size="sm" tone="muted">{t('email.current', { email: session.user?.email ?? '' })}</Text>
      {pending === null ? null : (
        <Stack space="sm" role="group" aria-labelledby={pendingId} data-state="pending">
          <Text weight="medium" id={pendingId}>
            {t('email.pending', { email: pending })}
          </Text>
          {session.user?.pending_email_expires_at ? (
            <Text size="sm" tone="muted">
              {t('email.pendingHint', { date: readableDate(session.user.pending_email_expires_at) })}
            </Text>
          ) : null}
          <Inline space="sm" alignY="center">
            <Button variant="secondary" loading={running === 'resend'} disabled={form.submitting} onClick={() => runPending('resend', () => changeEmail(pending))}>
              {t('email.resend')}
            </Button>
            <Button
              variant="ghost"
              loading={running === 'cancel'}
              disabled={form.submitting}
              onClick={() =>
                runPending('cancel', session.cancelEmailChange, () =>
                  notifications.notify({ title: 'emailChangeCancelled.title', content: 'emailChangeCancelled.content', type: 'info', data: { email: session.user?.email ?? '' } }),
                )
              }
            >
              {t('email.cancelChange')}
            </Button>
          </Inline>
        </Stack>
      )}
    </Stack>
  );

  return (
    // The submit button is busy only for its own command, not for resend or cancel.
    <SettingsForm title={t('email.title')} submit={t('email.submit')} form={{ ...form, submitting: form.submitting && running === null }} lead={lead}>
      <EmailField label={t('email.new')} required {...form.field('email')} />
    </SettingsForm>
  );
});

function notifyEmailChange(notifications: NotificationStore, outcome: EmailChangeOutcome, email: string): void {
  if (outcome === 'linkSent') {
    notifications.notify({ title: 'emailLinkSent.title', content: 'emailLinkSent.content', type: 'success', data: { email, hours: EMAIL_CHANGE_LINK_LIFETIME_HOURS } });
  } else if (outcome === 'unchanged') {
    notifications.notify({ title: 'emailUnchanged.title', content: 'emailUnchanged.content', type: 'info', data: { email } });
  } else {
    notifications.notify({ title: 'emailChanged.title', content: 'emailChanged.content', type: 'success', data: { email } });
  }
}

const PasswordSection = observer(function PasswordSection() {
  const { t } = useTranslation('settings');
  const { t: tAuth } = useTranslation('auth');
  const { session, notifications } = useStores();
  const form = useForm(changePasswordFormSchema, {
    initial: { oldPassword: '', newPassword: '', repeatPassword: '' },
    send: ({ oldPassword, newPassword }) => session.changePassword({ old_password: oldPassword, new_password: newPassword }),
    placement: { INVALID_PASSWORD: 'oldPassword', PASSWORD_TOO_SHORT: 'newPassword', PASSWORD_REPEAT_MISMATCH: 'repeatPassword' },
    onSuccess: () => {
      notifications.notify({ title: 'passwordChanged.title', content: 'passwordChanged.content', type: 'success' });
      form.reset();
    },
    onFailure: (_message, field) => {
      if (field === null) notifications.notify({ title: 'passwordChangeError.title', content: 'passwordChangeError.content', type: 'error' });
    },
  });
  const passwordField = (name: 'oldPassword' | 'newPassword' | 'repeatPassword') => ({
    required: true,
    showPasswordLabel: tAuth('passwordShow'),
    ...form.field(name),
  });

  return (
    <SettingsForm title={t('password.title')} submit={t('password.submit')} form={form}>
      <PasswordManagerLogin />
      <PasswordField label={t('password.old')} autoComplete="current-password" {...passwordField('oldPassword')} />
      <PasswordField label={t('password.new')} hint={tAuth('passwordHint')} autoComplete="new-password" {...passwordField('newPassword')} />
      <PasswordField label={t('password.repeat')} autoComplete="new-password" {...passwordField('repeatPassword')} />
    </SettingsForm>
  );
});

const RestoreSection = observer(function RestoreSection() {
  const { t } = useTranslation('settings');
  const { session } = useStores();
  const [open, setOpen] = useState(false);
  const email = session.user?.email ?? '';

  return (
    <Card as="section" title={t('restore.title')}>
      <Stack space="md">
        <Text size="sm" tone="muted">{t('restore.text', { email })}</Text>
        {open ? (
          <>
            {/* Setting a password this way ends every session of the account: sign in again. */}
            <RestorePasswordFlow fixedEmail={email} onPasswordSet={() => session.clear()} />
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('restore.cancel')}
            </Button>
          </>
        ) : (
          <Inline space="sm" alignY="center">
            <Button variant="secondary" onClick={() => setOpen(true)}>
              {t('restore.start')}
            </Button>
          </Inline>
        )}
      </Stack>
    </Card>
  );
});

const isPending = (status: string) => status === 'idle' || status === 'loading';

/**
 * Where the account is signed in, and the bot chats with their switches: lists the section
 * reads after its data, all at once, shown together once each has its answer (its list, its
 * failure or no such call). They come last, in room kept for them, so nothing above them moves
 * as they arrive; a retry later shows in its own card.
 */
const SettingsLists = observer(function SettingsLists() {
  const { t } = useTranslation('main');
  const { accountSessions, botChats } = useStores();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    void accountSessions.load();
    void botChats.load();
  }, [accountSessions, botChats]);
  const answered = !isPending(accountSessions.status) && !isPending(botChats.status) && !(botChats.status === 'loaded' && isPending(botChats.channelsStatus));
  useEffect(() => {
    if (answered) setShown(true);
  }, [answered]);
  if (!shown && !answered) {
    return (
      <div className={styles.listsPending} aria-busy="true">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  return (
    <>
      <AccountSessionsSection />
      <BotChatsSection />
    </>
  );
});

/** /profile/settings/: change e-mail, change password, restore it by e-mail, where the account is signed in, the bot chats. */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  useSectionTitle('/profile/settings/');
  return (
    <>
      <ScreenIntro title={t('title')} />
      <UnconfirmedReminder />
      <EmailSection />
      <PasswordSection />
      <RestoreSection />
      <SettingsLists />
    </>
  );
}
