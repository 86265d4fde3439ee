import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@chameleon/ui';

/** What a form binds to one field (`form.field(name)` of `useForm`). */
type Bound = Omit<ComponentProps<typeof PasswordField>, 'label' | 'hint' | 'showPasswordLabel' | 'autoComplete' | 'required'>;

/** A new password with the spec's rule as its hint, then its repeat: sign-up and the restore flow's last step. */
export function NewPasswordFields({ label, password, repeat }: { label: string; password: Bound; repeat: Bound }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField label={label} hint={t('passwordHint')} showPasswordLabel={t('passwordShow')} autoComplete="new-password" required {...password} />
      <PasswordField label={t('passwordRepeat')} showPasswordLabel={t('passwordShow')} autoComplete="new-password" required {...repeat} />
    </>
  );
}
