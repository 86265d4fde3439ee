import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ConfirmationBot } from '@chameleon/contract';
import { Button, Card, CopyField, FormError, Inline, Spinner, Stack, StatusBadge, Text } from '@chameleon/ui';
import { useStores } from '../../app/useRootStore';
import { useRuntimeConfig } from '../../config/RuntimeConfigProvider';
import type { BotLink } from '../../stores';
import { useErrorText } from '../shared/authErrors';
import { telegramDeepLink } from '../shared/telegramDeepLink';
import { readableDate } from './readableDate';
import * as styles from './AccountSessionsSection.css';
import * as switchStyles from './BotChatsSection.css';

/** The link's next step: Telegram opens with the code as /start's payload; VK needs the code sent. */
const LinkStep = observer(function LinkStep({ link, name }: { link: BotLink; name: string }) {
  const { t } = useTranslation('settings');
  const { t: tMain } = useTranslation('main');
  const { notifications } = useStores();
  const config = useRuntimeConfig();
  const botUrl = link.botUrl ?? (link.bot === 'telegram' ? config.telegramBotUrl : config.vkBotUrl);
  return (
    <Stack space="sm" data-state="linking">
      {link.bot === 'telegram' ? (
        <Button href={telegramDeepLink(botUrl, link.code)} target="_blank" rel="noopener noreferrer">
          {t('bots.open', { bot: name })}
        </Button>
      ) : (
        <>
          <CopyField
            label={t('bots.code')}
            value={link.code}
            copyLabel={tMain('copy')}
            copiedLabel={tMain('copied')}
            onCopied={() => notifications.notify({ title: 'botCodeCopied.title', content: 'botCodeCopied.content', type: 'success' })}
            onCopyFailed={() => notifications.notify({ title: 'codeCopyFailed.title', content: 'codeCopyFailed.content', type: 'warning' })}
          />
          <Inline space="sm">
            <Button variant="secondary" href={botUrl} target="_blank" rel="noopener noreferrer">
              {t('bots.open', { bot: name })}
            </Button>
          </Inline>
        </>
      )}
      {link.expiresAt === null ? null : (
        <Text size="sm" tone="muted">
          {t('bots.linkHint', { date: readableDate(link.expiresAt) })}
        </Text>
      )}
    </Stack>
  );
});

const BOT_NAMES = { telegram: 'bots.name.telegram', vk: 'bots.name.vk' } as const;
const CHANNEL_LABELS = { telegram: 'notify.telegram', vk: 'notify.vk', email: 'notify.email' } as const;

/** One switch per channel; a bot's is off limits until its chat is linked. */
const ChannelSwitches = observer(function ChannelSwitches() {
  const { t } = useTranslation('settings');
  const { botChats } = useStores();
  const [saving, setSaving] = useState<string | null>(null);
  if (botChats.channelsStatus !== 'loaded') return null;
  const known = botChats.channels.filter((channel) => channel.channel in CHANNEL_LABELS);
  return (
    <fieldset className={switchStyles.group}>
      <legend className={switchStyles.legend}>{t('notify.legend')}</legend>
      <Stack space="xs">
        {known.map((channel) => (
          <label key={channel.channel} className={switchStyles.option} data-disabled={channel.linked ? undefined : 'true'}>
            <input
              type="checkbox"
              className={switchStyles.checkbox}
              checked={channel.enabled && channel.linked}
              disabled={!channel.linked || saving !== null}
              onChange={(event) => {
                setSaving(channel.channel);
                void botChats.setChannel(channel.channel, event.target.checked).finally(() => setSaving(null));
              }}
            />
            <span>
              {t(CHANNEL_LABELS[channel.channel as keyof typeof CHANNEL_LABELS])}
              {channel.linked ? null : <span className={switchStyles.hint}> · {t('notify.linkFirst')}</span>}
            </span>
          </label>
        ))}
      </Stack>
    </fieldset>
  );
});

/**
 * Settings: the account's chats with the Telegram and VK bots. A chat is linked from the bot's
 * side with a short-lived code (Telegram's deep link carries it), and let go from here or by
 * /stop in the chat; below them, which channels carry subscription notifications. A backend
 * without the bot calls (beyond spec section 7) has no such card, one without the switches no switches.
 * `SettingsLists` reads them.
 */
export const BotChatsSection = observer(function BotChatsSection() {
  const { t } = useTranslation('settings');
  const { t: tMain } = useTranslation('main');
  const errorText = useErrorText();
  const { botChats, notifications } = useStores();
  const [running, setRunning] = useState<string | null>(null);

  useEffect(() => {
    // Back from the bot's chat: show the link it made.
    const refresh = () => void botChats.refresh();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [botChats]);

  if (botChats.status === 'unsupported') return null;

  const run = async (which: string, command: () => Promise<{ ok: boolean }>, succeeded?: () => void) => {
    setRunning(which);
    const result = await command();
    setRunning(null);
    if (result.ok) succeeded?.();
  };
  const nameOf = (bot: ConfirmationBot) => t(BOT_NAMES[bot]);

  return (
    <Card as="section" title={t('bots.title')} aria-busy={botChats.status === 'loading' || undefined}>
      <Text size="sm" tone="muted">
        {t('bots.lead')}
      </Text>
      {botChats.status === 'idle' || botChats.status === 'loading' ? <Spinner label={tMain('loading')} /> : null}
      {botChats.status === 'failed' ? (
        <>
          <FormError message={t('bots.failed')} />
          <Inline space="sm">
            <Button variant="secondary" onClick={() => void botChats.load()}>
              {t('bots.retry')}
            </Button>
          </Inline>
        </>
      ) : null}
      {botChats.status === 'loaded' ? (
        <>
          <FormError message={botChats.error === null ? null : errorText(botChats.error)} />
          <Stack as="ul" space="sm" className={styles.list}>
            {botChats.known.map((chat) => {
              const name = nameOf(chat.bot);
              return (
                <li key={chat.bot} className={styles.row} data-bot={chat.bot} data-state={chat.linked ? 'linked' : 'unlinked'}>
                  <Stack space="sm">
                    <Inline space="sm" align="spaceBetween" alignY="center">
                      <Stack space="xxs">
                        <Inline space="xs" alignY="center">
                          <Text weight="medium" as="span">
                            {name}
                          </Text>
                          {chat.linked ? <StatusBadge variant="success">{t('bots.linked')}</StatusBadge> : null}
                        </Inline>
                        {chat.linked && chat.linked_at !== null ? (
                          <Text size="sm" tone="muted">
                            {t('bots.linkedAt', { date: readableDate(chat.linked_at) })}
                          </Text>
                        ) : null}
                      </Stack>
                      {chat.linked ? (
                        <Button
                          variant="secondary"
                          size="sm"
                          loading={running === `unlink-${chat.bot}`}
                          aria-label={t('bots.unlinkOf', { bot: name })}
                          onClick={() =>
                            void run(`unlink-${chat.bot}`, () => botChats.unlink(chat.bot), () =>
                              notifications.notify({ title: 'botUnlinked.title', content: 'botUnlinked.content', type: 'success', data: { bot: name } }),
                            )
                          }
                        >
                          {t('bots.unlink')}
                        </Button>
                      ) : (
                        <Button variant="secondary" size="sm" loading={running === `link-${chat.bot}`} onClick={() => void run(`link-${chat.bot}`, () => botChats.requestLink(chat.bot))}>
                          {t('bots.link', { bot: name })}
                        </Button>
                      )}
                    </Inline>
                    {!chat.linked && botChats.link?.bot === chat.bot ? <LinkStep link={botChats.link} name={name} /> : null}
                  </Stack>
                </li>
              );
            })}
          </Stack>
          <ChannelSwitches />
        </>
      ) : null}
    </Card>
  );
});
