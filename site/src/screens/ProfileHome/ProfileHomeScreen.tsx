import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Card, Inline, Stack, formatDateTime } from '@chameleon/ui';
import { useStores } from '../../app/useRootStore';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import { useSectionTitle } from '../profile/sectionTitle';
import * as styles from './ProfileHomeScreen.css';
import { ScreenIntro } from '../shared/ScreenIntro';
import { InstallCard } from './InstallCard';
import { UnconfirmedReminder } from '../profile/UnconfirmedBanner';

/** /profile/: greeting, the launcher download and the account's facts. */
export const ProfileHomeScreen = observer(function ProfileHomeScreen() {
  const { t } = useTranslation('profile');
  const { session } = useStores();
  const { path } = useLocale();
  useSectionTitle('/profile/');
  const user = session.user;
  if (user === null) return null;
  return (
    <>
      <ScreenIntro title={t('home.greeting', { login: user.login })} />
      {/* First: the static page paints it before the session is restored (decisions/0033-account-pages-per-section.md). */}
      <InstallCard />
      <UnconfirmedReminder />
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
    </>
  );
});
