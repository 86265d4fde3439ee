import { useEffect } from 'react';
import { useLocation } from '@gatsbyjs/reach-router';
import { useTranslation } from 'react-i18next';
import { Header, LanguageSwitcher, ThemeToggle, type SwitcherLocale } from '@chameleon/ui';
import { storeLanguageCookie } from '../i18n/languageCookie';
import { addressInLanguage, languages, splitLocalizedPath, withTrailingSlash } from '../i18n/locales';
import { RouterLink } from '../i18n/LocalizedLink';
import { useLocale } from '../i18n/useLocale';
import { useTheme, useThemeStore } from '../theme/ThemeProvider';
import { useMounted } from '../app/useMounted';
import { useTabStores } from '../app/useRootStore';
import { sessionCookieAttribute } from '../head/sessionHead';
import { headerContent } from '../../../locales/kitLabels';

function Toggle({ label }: { label: string }) {
  const store = useThemeStore();
  return <ThemeToggle theme={useTheme()} label={label} onToggle={(next) => store.set(next)} />;
}

/**
 * The address as the browser shows it, but only after mount: static HTML is rendered without a
 * query and, in the client-only account app, for the app's root path; React does not patch
 * attributes that differ during hydration.
 */
function useAddressAfterMount(renderedPath: string): { pathname: string; search: string } {
  const { pathname, search } = useLocation();
  return useMounted() ? { pathname, search } : { pathname: renderedPath, search: '' };
}

export type SiteHeaderVariant = 'full' | 'slim';

/**
 * The header with the product menu, the language switcher (same page, other language), the
 * theme toggle and the account action (sign in, or log out once signed in). The `slim` variant
 * of the auth pages leaves the menu out, as the ui AuthLayout intends: nothing leads away from
 * the form but the logo. A page that knows more about the session than the shell (the account
 * frame) says so with `signedIn`.
 */
export function SiteHeader({ variant = 'full', signedIn: pageSignedIn }: { variant?: SiteHeaderVariant; signedIn?: boolean }) {
  const { t } = useTranslation('header');
  const { t: tLinks } = useTranslation('links');
  const { language, originalPath, path } = useLocale();
  const { t: tMain } = useTranslation('main');
  const { pathname, search } = useAddressAfterMount(path(originalPath));
  // Static HTML and hydration know no session: the header says "Sign in" there (hidden for a
  // session cookie by `sessionHintCss`), unless the page knows better. From mount on a cookie
  // holder gets sign-out, and the hint goes once there is no session (a refused token).
  const { shell, stores } = useTabStores();
  const signedIn = pageSignedIn ?? shell.signedIn;
  const mounted = useMounted();
  useEffect(() => {
    // Once the stores know: a refused token gets "Sign in" back.
    if (mounted && !signedIn && stores !== null) document.documentElement.removeAttribute(sessionCookieAttribute);
  }, [mounted, signedIn, stores]);
  // From the address, not the page: the account app is one page for all its sections, and a
  // language switch keeps the section.
  const here = splitLocalizedPath(pathname).originalPath;
  const isHere = (route: string) => withTrailingSlash(here) === route;
  const hrefs = Object.fromEntries(languages.map((lng) => [lng, addressInLanguage(lng, here, search)])) as Record<SwitcherLocale, string>;

  return (
    <Header
      {...headerContent({ header: t, links: tLinks, main: tMain }, path, { slim: variant === 'slim', signedIn, isCurrent: (_id, route) => isHere(route) })}
      linkAs={RouterLink}
      languageSwitcher={
        <LanguageSwitcher locale={language} hrefs={hrefs} label={t('language.label')} linkAs={RouterLink} onSelect={storeLanguageCookie} />
      }
      themeToggle={<Toggle label={t('theme.dark')} />}
    />
  );
}
