import { useLocation } from '@gatsbyjs/reach-router';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'gatsby-plugin-react-i18next';
import { Header, LanguageSwitcher, ThemeToggle, type SwitcherLocale } from '@chameleon/ui';
import { storeLanguageCookie } from '../i18n/languageCookie';
import { languages, localizedPath } from '../i18n/locales';
import { RouterLink } from '../i18n/LocalizedLink';
import { useLocale } from '../i18n/useLocale';
import { useThemeStore } from '../theme/ThemeProvider';
import { useMounted } from '../app/useMounted';

const Toggle = observer(function Toggle({ label }: { label: string }) {
  const store = useThemeStore();
  return <ThemeToggle theme={store.theme} label={label} onToggle={(next) => store.set(next)} />;
});

/**
 * The query string, but only after mount: static HTML is rendered without one, and React
 * does not patch attributes that differ during hydration.
 */
function useSearchAfterMount(): string {
  const { search } = useLocation();
  return useMounted() ? search : '';
}

/** The header with the product menu, the language switcher (same page, other language) and the theme toggle. */
export function SiteHeader() {
  const { t } = useTranslation('header');
  const { t: tLinks } = useTranslation('links');
  const { language, originalPath, path } = useLocale();
  const { t: tMain } = useTranslation('main');
  const search = useSearchAfterMount();
  const hrefs = Object.fromEntries(languages.map((lng) => [lng, localizedPath(lng, originalPath) + search])) as Record<SwitcherLocale, string>;

  return (
    <Header
      home={{ href: path('/'), label: t('logo.home') }}
      brand={t('logo.brand')}
      linkAs={RouterLink}
      newTabHint={tMain('link.newTab')}
      menu={{
        label: t('nav.label'),
        toggleLabel: t('nav.toggle'),
        items: [
          { id: 'home', label: t('menu.home'), href: path('/'), current: originalPath === '/' },
          { id: 'settings', label: t('menu.settings'), href: path('/profile/settings/') },
          { id: 'support', label: t('menu.support'), href: tLinks('support'), external: true },
          { id: 'transactions', label: t('menu.transactions'), href: path('/profile/transactions/') },
          { id: 'subscription', label: t('menu.subscription'), href: path('/profile/subscription/') },
        ],
      }}
      languageSwitcher={
        <LanguageSwitcher locale={language} hrefs={hrefs} label={t('language.label')} linkAs={RouterLink} onSelect={storeLanguageCookie} />
      }
      themeToggle={<Toggle label={t('theme.dark')} />}
      account={{ kind: 'signIn', label: t('account.signIn'), href: path('/auth/sign-in/') }}
    />
  );
}
