import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TOKEN_LIFETIME_DAYS } from '@chameleon/contract';
import { Button, Card, EmptyLayout, FormError, Stack, StatusBadge, Text } from '@chameleon/ui';
import { useStores } from '../../app/useRootStore';
import { useMounted } from '../../app/useMounted';
import { useErrorText } from '../shared/authErrors';
import { currentSearchParam } from '../shared/navigation';
import { usePageTitle } from '../../navigation/pageAnnouncer';
import { SignedInOnly } from '../shared/SignedInOnly';
import { ScreenIntro } from '../shared/ScreenIntro';
import * as styles from '../shared/screen.css';
import * as ssoStyles from './SsoScreen.css';

const Authorization = observer(function Authorization() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const { sso, session } = useStores();
  // The launcher opens /auth/sso?request=<id>&code=<its code>; static HTML has no query, so
  // read it after mount.
  const mounted = useMounted();
  const requestId = mounted ? currentSearchParam('request') : null;
  const userCode = mounted ? currentSearchParam('code') : null;

  if (sso.status === 'authorized') {
    return (
      <Stack space="md" role="status">
        <StatusBadge variant="success">{t('sso.success')}</StatusBadge>
        <Text>{t('sso.successHint')}</Text>
      </Stack>
    );
  }
  if (!requestId || !userCode || sso.error === 'SSO_REQUEST_NOT_FOUND') {
    return <FormError message={t('sso.invalid')} />;
  }
  // The device-code pattern (RFC 8628): the same code is in the launcher; a link someone else
  // opened shows a code that the user's own launcher does not.
  return (
    <Stack space="md">
      <Text>{t('sso.grant', { login: session.user?.login ?? '', days: TOKEN_LIFETIME_DAYS })}</Text>
      <dl className={ssoStyles.code}>
        <dt>{t('sso.code')}</dt>
        <dd className={ssoStyles.codeValue}>{userCode}</dd>
      </dl>
      <Text>{t('sso.compare')}</Text>
      <FormError message={sso.error !== null ? errorText(sso.error) : null} />
      <Button fullWidth loading={sso.status === 'authorizing'} onClick={() => void sso.authorize(requestId, userCode)}>
        {t('sso.authorize')}
      </Button>
    </Stack>
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
        <ScreenIntro title={t('sso.title')} />
        <SignedInOnly>
          <Authorization />
        </SignedInOnly>
      </Card>
    </EmptyLayout>
  );
}
