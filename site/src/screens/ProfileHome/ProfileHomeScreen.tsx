import { observer } from 'mobx-react-lite';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Button, Card, formatDateTime } from '@chameleon/ui';
import { useStores } from '../../app/useRootStore';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import { useSectionTitle } from '../profile/sectionTitle';
import * as styles from './ProfileHomeScreen.css';
import * as shared from '../shared/screen.css';

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
      <div className={shared.intro}>
        <h1 className={shared.title}>{t('home.greeting', { login: user.login })}</h1>
      </div>
      <Card as="section" title={t('home.account')}>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.term}>{t('home.login')}</dt>
            <dd className={styles.value}>{user.login}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.term}>{t('home.email')}</dt>
            <dd className={styles.value}>{user.email}</dd>
          </div>
          {/* The spec names no key for the registration date: a backend without one shows no row. */}
          {user.created_at === null ? null : (
            <div className={styles.fact}>
              <dt className={styles.term}>{t('home.registered')}</dt>
              <dd className={styles.value}>
                <time dateTime={user.created_at}>{formatDateTime(user.created_at)}</time>
              </dd>
            </div>
          )}
        </dl>
        <div className={shared.actions}>
          <Button linkAs={RouterLink} to={path('/profile/subscription/')} variant="secondary">
            {t('home.manageSubscription')}
          </Button>
        </div>
      </Card>
      <Card as="section" title={t('home.install.title')}>
        <p className={shared.message}>{t('home.install.text')}</p>
        <div className={shared.actions}>
          <Button href={config.launcherDownloadUrl} download>
            {tMain('downloadLauncher')}
          </Button>
          <span className={shared.lead}>{t('home.install.version', { version: config.launcherVersion })}</span>
        </div>
      </Card>
    </>
  );
});
