import { observer } from 'mobx-react-lite';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Button, Card, EmptyLayout, FormError, StatusBadge } from '@chameleon/ui';
import { useStores } from '../../app/StoreProvider';
import { useMounted } from '../../app/useMounted';
import { useErrorText } from '../shared/authErrors';
import { currentSearchParam } from '../shared/navigation';
import { usePageTitle } from '../../navigation/pageAnnouncer';
import { SignedInOnly } from '../shared/SignedInOnly';
import * as styles from '../shared/screen.css';

const Authorization = observer(function Authorization() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const { sso, session } = useStores();
  // The launcher opens /auth/sso?request=<id>; static HTML has no query, so read it after mount.
  const mounted = useMounted();
  const requestId = mounted ? currentSearchParam('request') : null;

  if (sso.status === 'authorized') {
    return (
      <div className={styles.stack} role="status">
        <StatusBadge variant="success">{t('sso.success')}</StatusBadge>
        <p className={styles.message}>{t('sso.successHint')}</p>
      </div>
    );
  }
  if (!requestId || sso.error === 'SSO_REQUEST_NOT_FOUND') {
    return <FormError message={t('sso.invalid')} />;
  }
  return (
    <div className={styles.stack}>
      <p className={styles.message}>{t('sso.lead', { login: session.user?.login ?? '' })}</p>
      <FormError message={sso.error !== null ? errorText(sso.error) : null} />
      <Button fullWidth loading={sso.status === 'authorizing'} onClick={() => void sso.authorize(requestId)}>
        {t('sso.authorize')}
      </Button>
    </div>
  );
});

/** /auth/sso: the launcher's single sign-on, authorised by the signed-in user. */
export function SsoScreen() {
  const { t } = useTranslation('auth');
  const { t: tMain } = useTranslation('main');
  usePageTitle(tMain('meta.section.title', { section: t('sso.title') }));
  return (
    <EmptyLayout>
      <Card className={styles.narrow}>
        <div className={styles.intro}>
          <h1 className={styles.title}>{t('sso.title')}</h1>
        </div>
        <SignedInOnly>
          <Authorization />
        </SignedInOnly>
      </Card>
    </EmptyLayout>
  );
}
