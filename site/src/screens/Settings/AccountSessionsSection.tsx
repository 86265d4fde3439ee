import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { spec } from '@chameleon/contract';
import { Button, Card, FormError, Inline, Spinner, Stack, StatusBadge, Text } from '@chameleon/ui';
import { useStores } from '../../app/useRootStore';
import { useErrorText } from '../shared/authErrors';
import { readableDate } from './readableDate';
import * as styles from './AccountSessionsSection.css';

/** A kind the site does not know yet is shown as a browser (the contract's reading says so). */
const kindLabel = (kind: string) => (kind === 'launcher' ? 'sessions.kind.launcher' : 'sessions.kind.browser');

const SessionRow = observer(function SessionRow({ session, ending, onEnd }: { session: spec.AccountSession; ending: boolean; onEnd: () => void }) {
  const { t } = useTranslation('settings');
  const device = session.device ?? t('sessions.unknownDevice');
  const kind = t(kindLabel(session.kind));
  return (
    <li className={styles.row}>
      <Inline space="sm" align="spaceBetween" alignY="center">
        <Stack space="xxs">
          <Inline space="xs" alignY="center">
            <Text weight="medium" as="span">
              {kind}
            </Text>
            {session.current ? <StatusBadge variant="success">{t('sessions.current')}</StatusBadge> : null}
          </Inline>
          <Text size="sm">{device}</Text>
          {session.created_at === null ? null : (
            <Text size="sm" tone="muted">
              {t('sessions.started', { date: readableDate(session.created_at) })}
            </Text>
          )}
          {session.last_used_at === null ? null : (
            <Text size="sm" tone="muted">
              {t('sessions.lastUsed', { date: readableDate(session.last_used_at) })}
            </Text>
          )}
        </Stack>
        {session.current ? null : (
          // Every row's button reads "Sign out"; its name says which one it ends.
          <Button variant="secondary" size="sm" loading={ending} aria-label={t('sessions.signOutOf', { device: `${kind} ${device}` })} onClick={onEnd}>
            {t('sessions.signOut')}
          </Button>
        )}
      </Inline>
    </li>
  );
});

/**
 * Settings: where the account is signed in, browsers and launchers, each of which can be
 * signed out, or all but this browser. A backend without the sessions calls (beyond spec
 * section 7) has no such card. `SettingsLists` reads the list.
 */
export const AccountSessionsSection = observer(function AccountSessionsSection() {
  const { t } = useTranslation('settings');
  const { t: tMain } = useTranslation('main');
  const errorText = useErrorText();
  const { accountSessions: sessions, notifications } = useStores();
  const [ending, setEnding] = useState<string | null>(null);

  if (sessions.status === 'unsupported') return null;

  const end = async (which: string, command: () => Promise<{ ok: boolean }>, toast: { title: string; content: string }) => {
    setEnding(which);
    const result = await command();
    setEnding(null);
    if (result.ok) notifications.notify({ ...toast, type: 'success' });
  };

  return (
    <Card as="section" title={t('sessions.title')} aria-busy={sessions.status === 'loading' || undefined}>
      <Text size="sm" tone="muted">
        {t('sessions.lead')}
      </Text>
      {sessions.status === 'idle' || sessions.status === 'loading' ? <Spinner label={tMain('loading')} /> : null}
      {sessions.status === 'failed' ? (
        <>
          <FormError message={t('sessions.failed')} />
          <Inline space="sm">
            <Button variant="secondary" onClick={() => void sessions.load()}>
              {t('sessions.retry')}
            </Button>
          </Inline>
        </>
      ) : null}
      {sessions.status === 'loaded' ? (
        <>
          <FormError message={sessions.error === null ? null : errorText(sessions.error)} />
          <Stack as="ul" space="sm" className={styles.list}>
            {sessions.sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                ending={ending === session.id}
                onEnd={() => void end(session.id, () => sessions.end(session.id), { title: 'sessionEnded.title', content: 'sessionEnded.content' })}
              />
            ))}
          </Stack>
          {sessions.others.length === 0 ? (
            <Text size="sm">{t('sessions.none')}</Text>
          ) : (
            <Inline space="sm">
              <Button variant="secondary" loading={ending === 'others'} onClick={() => void end('others', sessions.endOthers, { title: 'otherSessionsEnded.title', content: 'otherSessionsEnded.content' })}>
                {t('sessions.signOutOthers')}
              </Button>
            </Inline>
          )}
        </>
      ) : null}
    </Card>
  );
});
