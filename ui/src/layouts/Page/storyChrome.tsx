/**
 * Story-only assembly of the site chrome with real catalogue strings, shared by the
 * Header, Footer and layout stories. Not exported from the package: the site builds
 * its own from the same parts.
 */
import { useState, type ReactNode } from 'react';
import { useLocale, useT } from '../../../../.storybook/i18n';
import { Card } from '../../Card';
import { Footer, type FooterProps } from '../../Footer';
import { Header, type HeaderAccountKind, type HeaderProps } from '../../Header';
import { LanguageSwitcher, switcherLocales, type SwitcherLocale } from '../../LanguageSwitcher';
import { ThemeToggle } from '../../ThemeToggle';
import { themeAttribute, type ThemeName } from '../../theme';
import { ProfileNav } from '../ProfileLayout/ProfileNav';
import * as styles from './storyChrome.css';

export const headerMenuIds = ['home', 'settings', 'support', 'transactions', 'subscription'] as const;
export type HeaderMenuId = (typeof headerMenuIds)[number];

export const profileSectionIds = ['profile', 'subscription', 'transactions', 'payment', 'settings', 'logout'] as const;
export type ProfileSectionId = (typeof profileSectionIds)[number];

/** The site's path scheme: Russian unprefixed, the others under `/<code>`. */
export function useLocalePath() {
  const locale = useLocale();
  return (path: string, lng: SwitcherLocale = locale) => (lng === 'ru' ? path : `/${lng}${path}`);
}

function hrefsFor(localePath: ReturnType<typeof useLocalePath>, path: string) {
  return Object.fromEntries(switcherLocales.map((lng) => [lng, localePath(path, lng)])) as Record<SwitcherLocale, string>;
}

export function StoryLanguageSwitcher({ path = '/' }: { path?: string }) {
  const t = useT('header');
  const locale = useLocale();
  const localePath = useLocalePath();
  return <LanguageSwitcher locale={locale} hrefs={hrefsFor(localePath, path)} label={t('language.label')} />;
}

export function StoryThemeToggle() {
  const t = useT('header');
  // Starts from the toolbar's theme, so the icon matches the colours around it.
  const [theme, setTheme] = useState<ThemeName>(() =>
    document.documentElement.getAttribute(themeAttribute) === 'light' ? 'light' : 'dark',
  );
  return <ThemeToggle theme={theme} label={t('theme.dark')} onToggle={setTheme} />;
}

export interface StoryHeaderProps {
  current?: HeaderMenuId;
  account?: HeaderAccountKind;
  /** The slim header of the sign-in pages: no menu. */
  slim?: boolean;
  /** Props that replace the catalogue's (a story's Controls, a stress story's texts). */
  overrides?: Partial<HeaderProps>;
}

export function StoryHeader({ current, account, slim = false, overrides }: StoryHeaderProps) {
  const t = useT('header');
  const main = useT('main');
  const links = useT('links');
  const localePath = useLocalePath();
  const labels: Record<HeaderMenuId, string> = {
    home: t('menu.home'),
    settings: t('menu.settings'),
    support: t('menu.support'),
    transactions: t('menu.transactions'),
    subscription: t('menu.subscription'),
  };
  const hrefs: Record<HeaderMenuId, string> = {
    home: localePath('/'),
    settings: localePath('/profile/settings/'),
    support: links('support'),
    transactions: localePath('/profile/transactions/'),
    subscription: localePath('/profile/subscription/'),
  };
  const accountAction = account
    ? account === 'signIn'
      ? { kind: account, label: t('account.signIn'), href: localePath('/auth/sign-in/') }
      : { kind: account, label: t('account.signOut'), href: localePath('/profile/logout/') }
    : undefined;
  return (
    <Header
      home={{ href: localePath('/'), label: t('logo.home') }}
      brand={t('logo.brand')}
      menu={
        slim
          ? undefined
          : {
              label: t('nav.label'),
              toggleLabel: t('nav.toggle'),
              items: headerMenuIds.map((id) => ({
                id,
                label: labels[id],
                href: hrefs[id],
                current: id === current,
                external: id === 'support',
              })),
            }
      }
      languageSwitcher={<StoryLanguageSwitcher />}
      themeToggle={<StoryThemeToggle />}
      account={accountAction}
      newTabHint={main('link.newTab')}
      {...overrides}
    />
  );
}

/** `overrides` replace the catalogue's props (a story's Controls, a stress story's texts). */
export function StoryFooter({ overrides }: { overrides?: Partial<FooterProps> }) {
  const t = useT('footer');
  const header = useT('header');
  const main = useT('main');
  const links = useT('links');
  const localePath = useLocalePath();
  return (
    <Footer
      navigation={{
        label: t('nav.label'),
        links: [
          { id: 'home', label: header('menu.home'), href: localePath('/') },
          { id: 'subscription', label: header('menu.subscription'), href: localePath('/profile/subscription/') },
          { id: 'transactions', label: header('menu.transactions'), href: localePath('/profile/transactions/') },
          { id: 'support', label: header('menu.support'), href: links('support'), external: true },
        ],
      }}
      documents={{
        label: t('documents.label'),
        links: [
          { id: 'terms', label: t('documents.terms'), href: links('terms') },
          { id: 'privacy', label: t('documents.privacy'), href: links('privacy') },
          { id: 'dataProcessing', label: t('documents.dataProcessing'), href: links('dataProcessing') },
        ],
      }}
      cancelSubscription={{ text: t('cancel.text'), label: t('cancel.link'), href: links('cancelSubscription') }}
      copyright={t('copyright', { year: 2026 })}
      newTabHint={main('link.newTab')}
      {...overrides}
    />
  );
}

/** What every layout with chrome takes besides its content: skip link, header, footer. */
export function usePageChrome(header: StoryHeaderProps) {
  const main = useT('main');
  return { skipLinkLabel: main('skipToContent'), header: <StoryHeader {...header} />, footer: <StoryFooter /> };
}

export function StoryProfileNav({ current = 'profile' }: { current?: ProfileSectionId }) {
  const t = useT('header');
  const localePath = useLocalePath();
  const sections: Record<ProfileSectionId, { label: string; path: string }> = {
    profile: { label: t('profileNav.profile'), path: '/profile/' },
    subscription: { label: t('menu.subscription'), path: '/profile/subscription/' },
    transactions: { label: t('menu.transactions'), path: '/profile/transactions/' },
    payment: { label: t('profileNav.payment'), path: '/profile/payment/' },
    settings: { label: t('menu.settings'), path: '/profile/settings/' },
    logout: { label: t('account.signOut'), path: '/profile/logout/' },
  };
  return (
    <ProfileNav
      label={t('profileNav.label')}
      items={profileSectionIds.map((id) => ({
        id,
        label: sections[id].label,
        href: localePath(sections[id].path),
        current: id === current,
        pinned: id === 'logout',
      }))}
    />
  );
}

/** Filler: a card with a heading, standing in for a screen's content; level 1 is the page title. */
export function FillerCard({ heading, level = 2, children }: { heading: string; level?: 1 | 2; children?: ReactNode }) {
  if (level === 1) {
    return (
      <Card>
        <h1 className={styles.heading}>{heading}</h1>
        {children}
      </Card>
    );
  }
  return (
    <Card as="section" title={heading}>
      {children}
    </Card>
  );
}

export function FillerText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}

/** Filler: an edge-to-edge landing band. */
export function FillerBand({ tone, children }: { tone: 'plain' | 'raised'; children: ReactNode }) {
  return (
    <section className={styles.band} data-tone={tone}>
      <div className={styles.bandInner}>{children}</div>
    </section>
  );
}

/** Viewport globals for the 320 px phone of the built-in viewport toolbar. */
export const phoneViewport = { viewport: { value: 'mobile1', isRotated: false } };
export const tabletViewport = { viewport: { value: 'tablet', isRotated: false } };
