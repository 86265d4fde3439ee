import { useEffect, useId } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, Card, CopyField, FormError, Inline, Skeleton, Text } from '@chameleon/ui';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import { useStores } from '../../app/useRootStore';
import type { RootStore } from '../../stores';
import { useErrorText } from '../shared/authErrors';
import { telegramDeepLink } from '../shared/telegramDeepLink';
import * as styles from './UnconfirmedBanner.css';

/**
 * Whether an account section shows the reminder: `shown` when the main data calls the account
 * unconfirmed (our API) or the confirmation call did; `waiting` while a backend whose main data
 * says nothing is asked once (the section's content waits for it, so the reminder never comes
 * in above painted content); `none` for a confirmed account, a backend without the call
 * (beyond spec section 7) or a check that failed.
 */
export type ReminderState = 'none' | 'shown' | 'waiting';

export function reminderState({ session, confirmation }: Pick<RootStore, 'session' | 'confirmation'>): ReminderState {
  const user = session.user;
  if (user === null || user.confirmed === true || confirmation.confirmed || confirmation.unsupported) return 'none';
  if (user.confirmed === false || confirmation.code !== null) return 'shown';
  return confirmation.error === null ? 'waiting' : 'none';
}

/**
 * The reminder's state for a section that is allowed to show (`null`: none is), asking for the
 * code once where the reminder shows or waits without it. A confirmed account asks nothing.
 */
export function useReminderState(stores: RootStore | null): ReminderState {
  const state = stores === null ? 'none' : reminderState(stores);
  const confirmation = stores?.confirmation;
  const ask = state !== 'none' && confirmation !== undefined && confirmation.code === null && !confirmation.loading && confirmation.error === null;
  useEffect(() => {
    if (ask) void confirmation.check();
  }, [ask, confirmation]);
  return state;
}

/**
 * Where a section shows the reminder: first after what its static page paints (the heading; on
 * the home, the launcher download too), which keeps its place when the screen takes over.
 */
export const UnconfirmedReminder = observer(function UnconfirmedReminder() {
  const stores = useStores();
  return reminderState(stores) === 'shown' ? <UnconfirmedBanner stores={stores} /> : null;
});

/**
 * The account area's reminder that the bots have not confirmed the account: the code, both
 * bots and the confirmation step, on every section until a bot confirms. It cannot be closed.
 * It is painted with the section's content and keeps the code field's room while the code is
 * asked for, so nothing moves when either arrives.
 */
export const UnconfirmedBanner = observer(function UnconfirmedBanner({ stores }: { stores: RootStore }) {
  const { t } = useTranslation('auth');
  const { t: tMain } = useTranslation('main');
  const config = useRuntimeConfig();
  const { path } = useLocale();
  const titleId = useId();
  const errorText = useErrorText();
  const { confirmation, notifications } = stores;
  const code = confirmation.code;
  const failure = code === null && !confirmation.loading ? confirmation.error : null;

  useEffect(() => {
    // The bot confirms in another app: coming back to the tab asks again.
    const recheck = () => {
      if (document.visibilityState === 'visible') void confirmation.check();
    };
    document.addEventListener('visibilitychange', recheck);
    return () => document.removeEventListener('visibilitychange', recheck);
  }, [confirmation]);

  const codeField = (value: string) => (
    <CopyField
      label={t('confirm.code')}
      value={value}
      copyLabel={tMain('copy')}
      copiedLabel={tMain('copied')}
      onCopied={() => notifications.notify({ title: 'codeCopied.title', content: 'codeCopied.content', type: 'success' })}
      onCopyFailed={() => notifications.notify({ title: 'codeCopyFailed.title', content: 'codeCopyFailed.content', type: 'warning' })}
    />
  );
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.root} data-unconfirmed="">
      <Text id={titleId} weight="medium">
        {t('confirm.banner.title')}
      </Text>
      <Text>{t('confirm.banner.text')}</Text>
      {code !== null ? (
        codeField(code)
      ) : failure !== null ? (
        // The code could not be had: say so where it goes, with another try.
        <Inline space="sm" alignY="center">
          <FormError message={`${t('confirm.loadError')} ${errorText(failure)}`} />
          <Button variant="secondary" size="sm" onClick={() => void confirmation.check()}>
            {t('retry')}
          </Button>
        </Inline>
      ) : (
        // The field itself, unseen, holds its room: the code lands without moving anything.
        <div className={styles.codePending} aria-busy="true" data-code-pending="">
          <div className={styles.codeRoom} aria-hidden="true">
            {codeField('')}
          </div>
          <Skeleton shape="block" height="100%" className={styles.codeBone} />
        </div>
      )}
      <Inline space="sm" alignY="center">
        <Button href={code === null ? config.telegramBotUrl : telegramDeepLink(config.telegramBotUrl, code)} target="_blank" rel="noopener noreferrer">
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
