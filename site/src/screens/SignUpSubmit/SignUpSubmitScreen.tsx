import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, CopyField, FormError, Inline, Spinner, Stack, Text } from '@chameleon/ui';
import { useStores } from '../../app/useRootStore';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import { useLocale } from '../../i18n/useLocale';
import { useErrorText } from '../shared/authErrors';
import { AuthFrame } from '../shared/AuthFrame';
import { goTo } from '../shared/navigation';
import { SignedInOnly } from '../shared/SignedInOnly';
import { CenteredBlock } from '../shared/CenteredBlock';
import { telegramDeepLink } from '../shared/telegramDeepLink';

const ConfirmationStep = observer(function ConfirmationStep() {
  const { t } = useTranslation('auth');
  const { t: tMain } = useTranslation('main');
  const errorText = useErrorText();
  const { confirmation, notifications } = useStores();
  const config = useRuntimeConfig();
  const { path } = useLocale();
  // Set once 'I confirmed, continue' found the account still unconfirmed.
  const [pending, setPending] = useState(false);

  useEffect(() => {
    void confirmation.check();
  }, [confirmation]);

  const proceed = async () => {
    const result = await confirmation.check();
    if (result.ok && result.value) {
      notifications.notify({ title: 'accountConfirmed.title', content: 'accountConfirmed.content', type: 'success' });
      goTo(path('/profile/'));
      return;
    }
    setPending(result.ok);
  };

  if (confirmation.code === null && !confirmation.confirmed) {
    const failure = confirmation.error ?? (confirmation.unsupported ? 'UNSUPPORTED' : null);
    if (failure !== null) {
      return (
        <CenteredBlock>
          <FormError message={`${t('confirm.loadError')} ${errorText(failure)}`} />
          <Button variant="secondary" onClick={() => void confirmation.check()}>
            {t('retry')}
          </Button>
        </CenteredBlock>
      );
    }
    return (
      <CenteredBlock>
        <Spinner label={tMain('loading')} />
      </CenteredBlock>
    );
  }

  return (
    <Stack space="md">
      <Text>{t('confirm.lead')}</Text>
      {confirmation.code !== null ? (
        // The main action: Telegram opens the bot with the code as /start's payload, and the
        // bot confirms on the spot; no copying.
        <Button fullWidth href={telegramDeepLink(config.telegramBotUrl, confirmation.code)} target="_blank" rel="noopener noreferrer">
          {t('confirm.telegramDeepLink')}
        </Button>
      ) : null}
      <Text>{t('confirm.orCode')}</Text>
      {confirmation.code !== null ? (
        <CopyField
          label={t('confirm.code')}
          value={confirmation.code}
          copyLabel={tMain('copy')}
          copiedLabel={tMain('copied')}
          onCopied={() => notifications.notify({ title: 'codeCopied.title', content: 'codeCopied.content', type: 'success' })}
          onCopyFailed={() => notifications.notify({ title: 'codeCopyFailed.title', content: 'codeCopyFailed.content', type: 'warning' })}
        />
      ) : null}
      <Inline space="sm" alignY="center">
        <Button variant="secondary" href={config.telegramBotUrl} target="_blank" rel="noopener noreferrer">
          {t('confirm.telegram')}
        </Button>
        <Button variant="secondary" href={config.vkBotUrl} target="_blank" rel="noopener noreferrer">
          {t('confirm.vk')}
        </Button>
      </Inline>
      <FormError
        message={
          confirmation.error !== null ? errorText(confirmation.error) : pending && !confirmation.loading ? t('confirm.pending') : null
        }
      />
      <Button fullWidth variant="secondary" loading={confirmation.loading} onClick={() => void proceed()}>
        {t('confirm.continue')}
      </Button>
    </Stack>
  );
});

/** /auth/sign-up-submit: the code to send to the Telegram or VK bot, then 'I confirmed, continue'. */
export function SignUpSubmitScreen() {
  const { t } = useTranslation('auth');
  return (
    <AuthFrame title={t('confirm.title')}>
      <SignedInOnly>
        <ConfirmationStep />
      </SignedInOnly>
    </AuthFrame>
  );
}
