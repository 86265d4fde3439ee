import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, FormError, Spinner, Stack, Text } from '@chameleon/ui';
import { useMounted } from '../../app/useMounted';
import { useStoreCommand } from '../../app/useRootStore';
import { RouterLink } from '../../i18n/LocalizedLink';
import { useLocale } from '../../i18n/useLocale';
import type { FailureMessage } from '../../transport/apiResult';
import { useErrorText } from '../shared/authErrors';
import { AuthFrame } from '../shared/AuthFrame';
import { CenteredBlock } from '../shared/CenteredBlock';

/** What a mailed link asks for: `#confirm=<token>` (the new address) or `#undo=<token>` (the old one). */
interface EmailLink {
  action: 'confirm' | 'undo';
  token: string;
}

/** The link's token from the fragment; `null` for a page opened without one. */
function readEmailLink(): EmailLink | null {
  const params = new URLSearchParams(window.location.hash.slice(1));
  const confirm = params.get('confirm');
  const undo = params.get('undo');
  if (confirm) return { action: 'confirm', token: confirm };
  return undo ? { action: 'undo', token: undo } : null;
}

type Outcome = { state: 'ready' } | { state: 'sending' } | { state: 'done'; email: string } | { state: 'failed'; error: FailureMessage };

/**
 * /auth/email-change/: the links the API mails about a change of address. Opening the link
 * does nothing by itself (mail scanners open links too); one press confirms the new address or,
 * from the old one, restores it, which signs out everywhere and mails a password reset code.
 */
export function EmailChangeScreen() {
  const { t } = useTranslation('auth');
  const { t: tMain } = useTranslation('main');
  // Static HTML has no fragment: the link is read once the page is mounted.
  const mounted = useMounted();
  // Another link pasted into this tab changes only the fragment: read it afresh.
  const [visit, setVisit] = useState(0);
  useEffect(() => {
    const onHashChange = () => {
      if (window.location.hash !== '') setVisit((count) => count + 1);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  return (
    <AuthFrame title={t('emailChange.title')}>
      {mounted ? (
        <EmailLinkAction key={visit} />
      ) : (
        <CenteredBlock>
          <Spinner label={tMain('loading')} />
        </CenteredBlock>
      )}
    </AuthFrame>
  );
}

function EmailLinkAction() {
  const [link] = useState(readEmailLink);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'ready' });
  const withStores = useStoreCommand();
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Read: the token leaves the address, so it stays neither in the history nor on the screen.
    if (window.location.hash !== '') window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }, []);

  // The pressed button is gone once the answer is in: focus goes to what replaced it.
  useEffect(() => {
    if (outcome.state === 'done' || outcome.state === 'failed') result.current?.focus();
  }, [outcome.state]);

  const send = async ({ action, token }: EmailLink) => {
    setOutcome({ state: 'sending' });
    const reply = await withStores(({ session }) => (action === 'confirm' ? session.confirmEmailChange(token) : session.undoEmailChange(token)));
    setOutcome(reply.ok ? { state: 'done', email: reply.value } : { state: 'failed', error: reply.error });
  };

  return (
    <div ref={result} tabIndex={-1}>
      <EmailChangeBody link={link} outcome={outcome} onSend={send} />
    </div>
  );
}

function EmailChangeBody({ link, outcome, onSend }: { link: EmailLink | null; outcome: Outcome; onSend: (link: EmailLink) => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const { path } = useLocale();

  if (link === null || (outcome.state === 'failed' && outcome.error === 'EMAIL_LINK_INVALID')) {
    return (
      <Stack space="md" data-state="invalid">
        <FormError message={t('emailChange.invalid')} />
        <Text>{t('emailChange.invalidHint')}</Text>
        {/* The two ways out the hint names: a new link from the settings, or a new password. */}
        <Button linkAs={RouterLink} to={path('/profile/settings/')} fullWidth>
          {t('emailChange.toSettings')}
        </Button>
        <Button linkAs={RouterLink} to={path('/auth/restore-password/')} variant="secondary" fullWidth>
          {t('emailChange.toRestore')}
        </Button>
      </Stack>
    );
  }
  if (outcome.state === 'failed' && outcome.error === 'UNSUPPORTED') {
    return <FormError message={t('emailChange.unsupported')} data-state="unsupported" />;
  }
  if (outcome.state === 'done' && link.action === 'confirm') {
    return (
      <Stack space="md" role="status" data-state="confirmed">
        <Text weight="medium">{t('emailChange.confirmed', { email: outcome.email })}</Text>
        <Button linkAs={RouterLink} to={path('/profile/settings/')} fullWidth>
          {t('emailChange.toSettings')}
        </Button>
      </Stack>
    );
  }
  if (outcome.state === 'done') {
    return (
      <Stack space="md" role="status" data-state="restored">
        <Text weight="medium">{t('emailChange.restored', { email: outcome.email })}</Text>
        <Text>{t('emailChange.restoredHint', { email: outcome.email })}</Text>
        <Button linkAs={RouterLink} to={path('/auth/restore-password/')} fullWidth>
          {t('emailChange.toRestore')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack space="md" data-state={link.action}>
      <Text>{t(link.action === 'confirm' ? 'emailChange.confirmLead' : 'emailChange.undoLead')}</Text>
      {outcome.state === 'failed' ? <FormError message={errorText(outcome.error)} /> : null}
      <Button fullWidth loading={outcome.state === 'sending'} onClick={() => onSend(link)}>
        {t(link.action === 'confirm' ? 'emailChange.confirm' : 'emailChange.undo')}
      </Button>
    </Stack>
  );
}
