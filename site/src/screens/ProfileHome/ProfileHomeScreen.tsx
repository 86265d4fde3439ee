import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Card, Inline, Stack, Text, formatDateTime } from '@chameleon/ui';
import { useStores } from '../../app/useRootStore';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import { useSectionTitle } from '../profile/sectionTitle';
import * as styles from './ProfileHomeScreen.css';
import { ScreenIntro } from '../shared/ScreenIntro';

/** /profile/: greeting, the account's facts and the launcher download. */
export const ProfileHomeScreen = observer(function ProfileHomeScreen() {
  const { t } = useTranslation('profile');
  const { t: tMain } = useTranslation('main');
  const { session } = useStores();
  const config = useRuntimeConfig();
  const { path } = useLocale();
  useSectionTitle('/profile/');
  const user = session.user;
  if (user === null) return null;
  return (
    <>
      <ScreenIntro title={t('home.greeting', { login: user.login })} />
      <Card as="section" title={t('home.account')}>
        <dl className={styles.facts}>
          <Stack space="xxs" className={styles.fact}>
            <dt className={styles.term}>{t('home.login')}</dt>
            <dd className={styles.value}>{user.login}</dd>
          </Stack>
          <Stack space="xxs" className={styles.fact}>
            <dt className={styles.term}>{t('home.email')}</dt>
            <dd className={styles.value}>{user.email}</dd>
          </Stack>
          {/* The spec names no key for the registration date: a backend without one shows no row. */}
          {user.created_at === null ? null : (
            <Stack space="xxs" className={styles.fact}>
              <dt className={styles.term}>{t('home.registered')}</dt>
              <dd className={styles.value}>
                <time dateTime={user.created_at}>{formatDateTime(user.created_at)}</time>
              </dd>
            </Stack>
          )}
        </dl>
        <Inline space="sm" alignY="center">
          <Button linkAs={RouterLink} to={path('/profile/subscription/')} variant="secondary">
            {t('home.manageSubscription')}
          </Button>
        </Inline>
      </Card>
      <Card as="section" title={t('home.install.title')}>
        <Text>{t('home.install.text')}</Text>
        <Inline space="sm" alignY="center">
          <Button href={config.launcherDownloadUrl} download>
            {tMain('downloadLauncher')}
          </Button>
          <Text as="span" size="sm" tone="muted">
            {t('home.install.version', { version: config.launcherVersion })}
          </Text>
        </Inline>
      </Card>
    </>
  );
});
