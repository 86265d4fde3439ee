/**
 * Story-only assembly of the site chrome with real catalogue strings, shared by the
 * Header, Footer and layout stories. Not exported from the package. The header (logo, menu,
 * account action), the footer and the account tabs come from `locales/kitLabels.ts` and
 * `accountLabels.ts`, as the site's own do, so the stories show what a visitor or a signed-in user sees.
 */
import { useState } from 'react';
import { useLocale, useT } from '../../../../.storybook/i18n';
import { Footer, type FooterProps } from '../../Footer';
import { Heading } from '../../Heading';
import { Header, type HeaderProps } from '../../Header';
import { LanguageSwitcher, switcherLocales, type SwitcherLocale } from '../../LanguageSwitcher';
import { Stack } from '../../Stack';
import { Text } from '../../Text';
import { ThemeToggle } from '../../ThemeToggle';
import { themeAttribute, type ThemeName } from '../../theme';
import { ProfileNav } from '../ProfileLayout/ProfileNav';
import { profileNavItems } from '../../../../locales/accountLabels';
import { footerContent, headerContent, type HeaderMenuId } from '../../../../locales/kitLabels';

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
  /** A signed-in user's header offers sign-out; a visitor's, sign-in (as on the site). */
  signedIn?: boolean;
  /** The slim header of the sign-in pages: no menu. */
  slim?: boolean;
  /** Props that replace the catalogue's (a story's Controls, a stress story's texts). */
  overrides?: Partial<HeaderProps>;
}

/** The site's header content (`headerContent`, shared with the site's SiteHeader) with the story's switcher and toggle. */
export function StoryHeader({ current, signedIn = false, slim = false, overrides }: StoryHeaderProps) {
  const header = useT('header');
  const main = useT('main');
  const links = useT('links');
  const localePath = useLocalePath();
  return (
    <Header
      {...headerContent({ header, links, main }, (path) => localePath(path), { slim, signedIn, isCurrent: (id) => id === current })}
      languageSwitcher={<StoryLanguageSwitcher />}
      themeToggle={<StoryThemeToggle />}
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

/** The account tabs as the site shows them: Payment only once a product is chosen (on the payment page, or with `payment`). */
export function StoryProfileNav({ current = 'home', payment = current === 'payment' }: { current?: ProfileSectionId; payment?: boolean }) {
  const header = useT('header');
  const profile = useT('profile');
  const localePath = useLocalePath();
  const path = (sitePath: string) => localePath(sitePath);
  return (
    <ProfileNav
      label={header('profileNav.label')}
      items={profileNavItems({ header, profile }, path, payment ? { href: `${path('/profile/payment/')}?game=1&days=30` } : null).map((item) => ({
        ...item,
        current: item.id === current,
      }))}
    />
  );
}

/** A screen's heading block, as the site's ScreenIntro draws it: the page's `h1` and its lead. */
export function StoryIntro({ title, lead }: { title: string; lead: string }) {
  return (
    <Stack space="xs">
      <Heading level={1}>{title}</Heading>
      <Text size="sm" tone="muted">
        {lead}
      </Text>
    </Stack>
  );
}

/** Viewport globals for the 320 px phone of the built-in viewport toolbar. */
export const phoneViewport = { viewport: { value: 'mobile1', isRotated: false } };
export const tabletViewport = { viewport: { value: 'tablet', isRotated: false } };
