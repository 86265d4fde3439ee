import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Card, CopyField, Inline, Text } from '@chameleon/ui';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import type { RootStore } from '../../stores';
import { telegramDeepLink } from '../shared/telegramDeepLink';
import * as styles from './UnconfirmedBanner.css';

/**
 * The account area's reminder that the bots have not confirmed the account: the code, both
 * bots and the confirmation step, on every section until a bot confirms. It cannot be closed.
 * A user the main data calls confirmed costs no request; a backend that says nothing about
 * confirmation is asked once, and one without the call (beyond spec section 7) shows nothing.
 */
export const UnconfirmedBanner = observer(function UnconfirmedBanner({ stores }: { stores: RootStore }) {
  const { t } = useTranslation('auth');
  const { t: tMain } = useTranslation('main');
  const config = useRuntimeConfig();
  const { path } = useLocale();
  const titleId = useId();
  const { session, confirmation, notifications } = stores;
  const user = session.user;
  const unknown = user !== null && user.confirmed !== true && !confirmation.confirmed && !confirmation.unsupported;

  useEffect(() => {
    if (!unknown) return undefined;
    if (confirmation.code === null) void confirmation.check();
    // The bot confirms in another app: coming back to the tab asks again.
    const recheck = () => {
      if (document.visibilityState === 'visible') void confirmation.check();
    };
    document.addEventListener('visibilitychange', recheck);
    return () => document.removeEventListener('visibilitychange', recheck);
  }, [unknown, confirmation]);

  if (!unknown || confirmation.code === null) return null;
  const code = confirmation.code;
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.root} data-unconfirmed="">
      <Text id={titleId} weight="medium">
        {t('confirm.banner.title')}
      </Text>
      <Text>{t('confirm.banner.text')}</Text>
      <CopyField
        label={t('confirm.code')}
        value={code}
        copyLabel={tMain('copy')}
        copiedLabel={tMain('copied')}
        onCopied={() => notifications.notify({ title: 'codeCopied.title', content: 'codeCopied.content', type: 'success' })}
        onCopyFailed={() => notifications.notify({ title: 'codeCopyFailed.title', content: 'codeCopyFailed.content', type: 'warning' })}
      />
      <Inline space="sm" alignY="center">
        <Button href={telegramDeepLink(config.telegramBotUrl, code)} target="_blank" rel="noopener noreferrer">
          {t('confirm.telegramDeepLink')}
        </Button>
        <Button variant="secondary" href={config.vkBotUrl} target="_blank" rel="noopener noreferrer">
          {t('confirm.vk')}
        </Button>
        <Button variant="secondary" linkAs={RouterLink} to={path('/auth/sign-up-submit/')}>
          {t('confirm.banner.open')}
        </Button>
      </Inline>
    </Card>
  );
});
