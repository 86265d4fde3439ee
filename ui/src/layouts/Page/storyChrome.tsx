/**
 * Story-only assembly of the site chrome with real catalogue strings, shared by the
 * Header, Footer and layout stories. Not exported from the package. The header menu and the
 * footer come from `locales/kitLabels.ts`, as the site's own do, so the stories show the links
 * a visitor sees.
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
import { footerContent, headerMenuItems, profileNavItems, type HeaderMenuId } from '../../../../locales/kitLabels';
import * as styles from './storyChrome.css';

export { headerMenuIds, type HeaderMenuId } from '../../../../locales/kitLabels';

export const profileSectionIds = ['home', 'subscription', 'transactions', 'payment', 'settings', 'logout'] as const;
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
              items: headerMenuItems({ header: t, links }, (path) => localePath(path), (id) => id === current),
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
  const footer = useT('footer');
  const header = useT('header');
  const main = useT('main');
  const links = useT('links');
  const localePath = useLocalePath();
  return <Footer {...footerContent({ header, footer, links, main }, (path) => localePath(path), 2026)} {...overrides} />;
}

/** What every layout with chrome takes besides its content: skip link, header, footer. */
export function usePageChrome(header: StoryHeaderProps) {
  const main = useT('main');
  return { skipLinkLabel: main('skipToContent'), header: <StoryHeader {...header} />, footer: <StoryFooter /> };
}

export function StoryProfileNav({ current = 'home' }: { current?: ProfileSectionId }) {
  const header = useT('header');
  const profile = useT('profile');
  const localePath = useLocalePath();
  const path = (sitePath: string) => localePath(sitePath);
  return (
    <ProfileNav
      label={header('profileNav.label')}
      items={profileNavItems({ header, profile }, path, { href: path('/profile/payment/') }).map((item) => ({ ...item, current: item.id === current }))}
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
