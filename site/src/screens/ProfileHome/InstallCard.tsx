import { useTranslation } from 'react-i18next';
import { Button, Card, Inline, Text } from '@chameleon/ui';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';

/**
 * The launcher download on the account home. It needs nothing of the session, so the account
 * app's static page paints it too (`SectionShell`), in the place the home screen keeps for it:
 * a signed-in user can download from the first paint, and the screen takes over without moving it.
 */
export function InstallCard() {
  const { t } = useTranslation('profile');
  const { t: tMain } = useTranslation('main');
  const config = useRuntimeConfig();
  return (
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
  );
}
