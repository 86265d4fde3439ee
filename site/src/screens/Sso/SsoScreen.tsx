import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ssoCodeFormSchema, TOKEN_LIFETIME_DAYS } from '@chameleon/contract';
import { useEffect } from 'react';
import { Button, Card, EmptyLayout, Form, FormError, Stack, StatusBadge, Text, TextField } from '@chameleon/ui';
import { useStores } from '../../app/useRootStore';
import { useMounted } from '../../app/useMounted';
import { readLanguageCookie } from '../../i18n/languageCookie';
import { defaultLanguage, localizedPath, preferredLanguage } from '../../i18n/locales';
import { useLocale } from '../../i18n/useLocale';
import { currentSearchParam, goTo } from '../shared/navigation';
import { usePageTitle } from '../../navigation/pageAnnouncer';
import { SignedInOnly } from '../shared/SignedInOnly';
import { useForm } from '../shared/useForm';
import { ScreenIntro } from '../shared/ScreenIntro';
import * as styles from '../shared/screen.css';
import * as ssoStyles from './SsoScreen.css';

/**
 * The device-code pattern (RFC 8628, decisions/0023-launcher-sso.md): the launcher shows a code and the user
 * types it here. The link never carries it, so a link someone else sent cannot show a code that
 * looks right; the page says to stop if the link or a code came from someone else.
 */
const CodeForm = observer(function CodeForm({ requestId }: { requestId: string }) {
  const { t } = useTranslation('auth');
  const { sso, session } = useStores();
  const form = useForm(ssoCodeFormSchema, {
    initial: { userCode: '' },
    send: ({ userCode }) => sso.authorize(requestId, userCode),
    placement: { INVALID_CODE: 'userCode' },
  });
  return (
    <Form {...form.form} aria-label={t('sso.title')} className={ssoStyles.form}>
      <Text>{t('sso.enterCode')}</Text>
      <FormError {...form.formError} />
      <TextField
        label={t('sso.code')}
        hint={t('sso.codeHint')}
        className={ssoStyles.code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        {...form.field('userCode')}
      />
      <Text>{t('sso.grant', { login: session.user?.login ?? '', days: TOKEN_LIFETIME_DAYS })}</Text>
      <Stack space="sm">
        <Button type="submit" fullWidth loading={form.submitting}>
          {t('sso.authorize')}
        </Button>
        <Button type="button" variant="secondary" fullWidth loading={sso.refusing} onClick={() => void sso.refuse(requestId)}>
          {t('sso.refuse')}
        </Button>
      </Stack>
    </Form>
  );
});

/**
 * Names the account the launcher would get, and offers another: signing out returns here
 * through sign-in (the logout page's sign-in keeps this page as the way back).
 */
const SignedInAs = observer(function SignedInAs() {
  const { t } = useTranslation('auth');
  const { session } = useStores();
  const { path } = useLocale();
  const login = session.user?.login;
  if (login === undefined) return null;
  const here = `${window.location.pathname}${window.location.search}`;
  const switchAccount = async () => {
    await session.logout();
    goTo(`${path('/auth/sign-in/')}?redirectTo=${encodeURIComponent(here)}`, { replace: true });
  };
  return (
    <Stack space="xs">
      <Text size="sm">{t('sso.signedInAs', { login })}</Text>
      <Button type="button" variant="ghost" size="sm" fullWidth onClick={() => void switchAccount()}>
        {t('sso.switchAccount')}
      </Button>
    </Stack>
  );
});

/**
 * A launcher that asked in none of our languages links with `language=auto`: the page moves to
 * the visitor's stored language, else the browser's (the bare root's rule), keeping the request.
 */
function useLanguageForLauncher(): void {
  const { language } = useLocale();
  useEffect(() => {
    if (currentSearchParam('language') !== 'auto') return;
    const query = new URLSearchParams(window.location.search);
    query.delete('language');
    const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
    const wanted = language === defaultLanguage ? preferredLanguage(readLanguageCookie(), browser) : language;
    goTo(`${localizedPath(wanted, '/auth/sso/')}?${query.toString()}`, { replace: true });
  }, [language]);
}

const Authorization = observer(function Authorization() {
  const { t } = useTranslation('auth');
  const { sso } = useStores();
  // The launcher opens /auth/sso?request=<id>; static HTML has no query, so read it after mount.
  const mounted = useMounted();
  const requestId = mounted ? currentSearchParam('request') : null;

  if (sso.status === 'authorized') {
    return (
      <Stack space="md" role="status">
        <StatusBadge variant="success">{t('sso.success')}</StatusBadge>
        <Text>{t('sso.successHint')}</Text>
      </Stack>
    );
  }
  if (sso.status === 'refused') {
    return (
      <Stack space="md" role="status">
        <StatusBadge variant="neutral">{t('sso.refused')}</StatusBadge>
        <Text>{t(sso.launcherTold ? 'sso.refusedHint' : 'sso.refusedLocally')}</Text>
      </Stack>
    );
  }
  if (!requestId || sso.error === 'SSO_REQUEST_NOT_FOUND') {
    return <FormError message={t('sso.invalid')} />;
  }
  return (
    <Stack space="md">
      <SignedInAs />
      <CodeForm requestId={requestId} />
    </Stack>
  );
});

/** /auth/sso: the launcher's single sign-on, authorised by the signed-in user. */
export function SsoScreen() {
  const { t } = useTranslation('auth');
  const { t: tMain } = useTranslation('main');
  usePageTitle(tMain('meta.section.title', { section: t('sso.title') }));
  useLanguageForLauncher();
  return (
    <EmptyLayout>
      <Card className={styles.narrow}>
        <ScreenIntro title={t('sso.title')} />
        <SignedInOnly>
          <Authorization />
        </SignedInOnly>
      </Card>
    </EmptyLayout>
  );
}
