import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { changePasswordFormSchema, emailFormSchema, formErrors } from '@chameleon/contract';
import { Button, Card, EmailField, Form, FormError, PasswordField } from '@chameleon/ui';
import { useStores } from '../../app/useRootStore';
import { useLocale } from '../../i18n/useLocale';
import { placeError, type ErrorPlacement } from '../shared/authErrors';
import { goTo } from '../shared/navigation';
import { useFormErrors } from '../shared/useFormErrors';
import { useSectionTitle } from '../profile/sectionTitle';
import { RestorePasswordFlow } from '../RestorePassword/RestorePasswordFlow';
import * as styles from '../shared/screen.css';

const EmailSection = observer(function EmailSection() {
  const { t } = useTranslation('settings');
  const { session, notifications } = useStores();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const { show, showFailure, clearField, fieldError, formError, formRef, formErrorRef } = useFormErrors<'email'>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const invalid = formErrors(emailFormSchema, { email });
    if (invalid.email !== undefined) {
      show({ fields: invalid });
      return;
    }
    setSubmitting(true);
    const result = await session.changeEmail({ email: email.trim() });
    setSubmitting(false);
    if (result.ok) {
      notifications.notify({ title: 'emailChanged.title', content: 'emailChanged.content', type: 'success', data: { email: email.trim() } });
      setEmail('');
      return;
    }
    // The form checked the address with the same rule, so a refusal means the server knows better.
    if (result.error === 'INVALID_EMAIL') notifications.notify({ title: 'emailInvalid.title', content: 'emailInvalid.content', type: 'warning' });
    showFailure(result.error, { INVALID_EMAIL: 'email', EMAIL_EXISTS: 'email' });
  };

  return (
    <Card as="section" title={t('email.title')}>
      <Form ref={formRef} onSubmit={(event) => void submit(event)} loading={submitting} aria-label={t('email.title')}>
        <p className={styles.lead}>{t('email.current', { email: session.user?.email ?? '' })}</p>
        <FormError ref={formErrorRef} message={formError} />
        <EmailField
          label={t('email.new')}
          name="email"
          required
          value={email}
          error={fieldError('email')}
          onChange={(event) => {
            setEmail(event.target.value);
            clearField('email');
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={submitting}>
            {t('email.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  );
});

type PasswordFieldName = 'oldPassword' | 'newPassword' | 'repeatPassword';

const passwordPlacement: ErrorPlacement<PasswordFieldName> = {
  INVALID_PASSWORD: 'oldPassword',
  PASSWORD_TOO_SHORT: 'newPassword',
  PASSWORD_REPEAT_MISMATCH: 'repeatPassword',
};

const PasswordSection = observer(function PasswordSection() {
  const { t } = useTranslation('settings');
  const { t: tAuth } = useTranslation('auth');
  const { session, notifications } = useStores();
  const [values, setValues] = useState<Record<PasswordFieldName, string>>({ oldPassword: '', newPassword: '', repeatPassword: '' });
  const [submitting, setSubmitting] = useState(false);
  const { show, showFailure, clearField, fieldError, formError, formRef, formErrorRef } = useFormErrors<PasswordFieldName>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const invalid = formErrors(changePasswordFormSchema, values);
    if (Object.keys(invalid).length > 0) {
      show({ fields: invalid });
      return;
    }
    setSubmitting(true);
    const result = await session.changePassword({
      old_password: values.oldPassword,
      new_password: values.newPassword,
    });
    setSubmitting(false);
    if (result.ok) {
      notifications.notify({ title: 'passwordChanged.title', content: 'passwordChanged.content', type: 'success' });
      setValues({ oldPassword: '', newPassword: '', repeatPassword: '' });
      return;
    }
    const placed = placeError(result.error, passwordPlacement);
    if (placed.field === null) notifications.notify({ title: 'passwordChangeError.title', content: 'passwordChangeError.content', type: 'error' });
    showFailure(result.error, passwordPlacement);
  };

  const bind = (field: PasswordFieldName) => ({
    name: field,
    value: values[field],
    required: true,
    showPasswordLabel: tAuth('passwordShow'),
    error: fieldError(field),
    onChange: (event: { target: { value: string } }) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      clearField(field);
    },
  });

  return (
    <Card as="section" title={t('password.title')}>
      <Form ref={formRef} onSubmit={(event) => void submit(event)} loading={submitting} aria-label={t('password.title')}>
        <FormError ref={formErrorRef} message={formError} />
        <PasswordField label={t('password.old')} autoComplete="current-password" {...bind('oldPassword')} />
        <PasswordField label={t('password.new')} hint={tAuth('passwordHint')} autoComplete="new-password" {...bind('newPassword')} />
        <PasswordField label={t('password.repeat')} autoComplete="new-password" {...bind('repeatPassword')} />
        <div className={styles.actions}>
          <Button type="submit" loading={submitting}>
            {t('password.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  );
});

const RestoreSection = observer(function RestoreSection() {
  const { t } = useTranslation('settings');
  const { session, notifications } = useStores();
  const { path } = useLocale();
  const [open, setOpen] = useState(false);
  const email = session.user?.email ?? '';

  // Setting a password this way ends every session of the account: sign in again.
  const done = (generated: boolean) => {
    session.clear();
    if (generated) {
      goTo(path('/auth/reset-password/'));
      return;
    }
    notifications.notify({ title: 'passwordChanged.title', content: 'passwordChanged.content', type: 'success' });
    goTo(path('/auth/sign-in/'));
  };

  return (
    <Card as="section" title={t('restore.title')}>
      <div className={styles.stack}>
        <p className={styles.lead}>{t('restore.text', { email })}</p>
        {open ? (
          <>
            <RestorePasswordFlow fixedEmail={email} onDone={done} />
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('restore.cancel')}
            </Button>
          </>
        ) : (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setOpen(true)}>
              {t('restore.start')}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
});

/** /profile/settings/: change e-mail, change password, restore the password by e-mail. */
export function SettingsScreen() {
  const { t } = useTranslation('settings');
  useSectionTitle('/profile/settings/');
  return (
    <>
      <div className={styles.intro}>
        <h1 className={styles.title}>{t('title')}</h1>
      </div>
      <EmailSection />
      <PasswordSection />
      <RestoreSection />
    </>
  );
}
