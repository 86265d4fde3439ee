import type { Meta, StoryObj } from '@storybook/react-vite';
import { useGlobals } from 'storybook/preview-api';
import { expect, within } from 'storybook/test';
import { statesOf } from '../../../.storybook/grid';
import { useLocale, useT } from '../../../.storybook/i18n';
import { Header, type HeaderAccountKind } from '../Header';
import { HomeLayout } from '../layouts/HomeLayout';
import { StoryFooter } from '../layouts/Page/storyChrome';
import { LanguageSwitcher, switcherLocales } from '../LanguageSwitcher';
import { ThemeToggle } from '../ThemeToggle';
import { defaultTheme, themeNames, type ThemeName } from '../theme';
import { BotLinks } from './BotLinks';
import { DownloadCard } from './DownloadCard';
import { GameFeatures } from './GameFeatures';
import { Hero } from './Hero';
import {
  useBotLinksCopy,
  useDownloadCardCopy,
  useGameFeaturesCopy,
  useHeroCopy,
  useSupportContactCopy,
  useTryItCopy,
} from './shared/storyCopy';
import { SupportContact } from './SupportContact';
import { TryIt } from './TryIt';

interface ChromeProps {
  theme: ThemeName;
  onThemeChange: (theme: ThemeName) => void;
  onLocaleChange: (locale: string) => void;
  /** The header's action: sign in for a visitor, sign out for a signed-in user. */
  account?: HeaderAccountKind;
}

const langHrefs = Object.fromEntries(switcherLocales.map((lng) => [lng, `#${lng}`])) as Record<(typeof switcherLocales)[number], string>;

/** The landing page as the site composes it: the home layout's chrome around every section, in order. */
function LandingPage({ theme, onThemeChange, onLocaleChange, account = 'signIn' }: ChromeProps) {
  const locale = useLocale();
  const main = useT('main');
  const header = useT('header');
  const footer = useT('footer');
  const links = useT('links');
  const newTabHint = main('link.newTab');

  const menuItems = [
    { id: 'home', label: header('menu.home'), href: '/', current: true },
    { id: 'settings', label: header('menu.settings'), href: '/profile/settings' },
    { id: 'transactions', label: header('menu.transactions'), href: '/profile/transactions' },
    { id: 'subscription', label: header('menu.subscription'), href: '/profile/subscription' },
    { id: 'support', label: header('menu.support'), href: links('support'), external: true },
  ];

  return (
    <HomeLayout
      skipLinkLabel={main('skipToContent')}
      header={
        <Header
          home={{ href: '/', label: header('logo.home') }}
          brand={header('logo.brand')}
          menu={{ label: header('nav.label'), toggleLabel: header('nav.toggle'), items: menuItems }}
          languageSwitcher={
            <LanguageSwitcher locale={locale} hrefs={langHrefs} label={header('language.label')} onSelect={onLocaleChange} />
          }
          themeToggle={<ThemeToggle theme={theme} label={header('theme.dark')} onToggle={onThemeChange} />}
          account={
            account === 'signIn'
              ? { kind: account, label: header('account.signIn'), href: '/auth/sign-in' }
              : { kind: account, label: header('account.signOut'), href: '/profile/logout' }
          }
          newTabHint={newTabHint}
        />
      }
      footer={
        // The kit's story footer with the landing's own menu: its documents, note and copyright as everywhere.
        <StoryFooter overrides={{ navigation: { label: footer('nav.label'), links: menuItems.map(({ current: _current, ...item }) => item) } }} />
      }
    >
      <Hero {...useHeroCopy()} />
      <TryIt {...useTryItCopy()} />
      <GameFeatures {...useGameFeaturesCopy()} />
      <BotLinks {...useBotLinksCopy()} />
      <DownloadCard {...useDownloadCardCopy()} />
      <SupportContact {...useSupportContactCopy()} />
    </HomeLayout>
  );
}

const themeOf = (globals: Record<string, unknown>): ThemeName =>
  themeNames.includes(globals.theme as ThemeName) ? (globals.theme as ThemeName) : defaultTheme;

const meta = {
  title: 'Landing/Full page',
  parameters: { layout: 'fullscreen' },
  // Storybook hooks: the page's theme toggle and language menu drive the toolbar globals,
  // so the whole preview (and its <html> attributes) follows them.
  render: function FullPageStory() {
    const [globals, updateGlobals] = useGlobals();
    return (
      <LandingPage
        theme={themeOf(globals)}
        onThemeChange={(next) => updateGlobals({ theme: next })}
        onLocaleChange={(next) => updateGlobals({ locale: next })}
      />
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const levels = canvas.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
    await expect(levels.filter((level) => level === 1)).toHaveLength(1);
    // Never skips a level going down: h1 > h2 > h3.
    const skips = levels.filter((level, index) => index > 0 && level - (levels[index - 1] ?? level) > 1);
    await expect(skips).toEqual([]);
  },
};

/** 320 px wide: every section in one column. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** The grid's pages are at rest: their theme and language controls show the toolbar's choice. */
const atRest = (account: HeaderAccountKind) => ({
  render: (_args: unknown, { globals }: { globals: Record<string, unknown> }) => (
    <LandingPage theme={themeOf(globals)} onThemeChange={() => undefined} onLocaleChange={() => undefined} account={account} />
  ),
});

/** The page for a visitor and for a signed-in user (the header's account action), at rest, one above the other. */
export const States: Story = statesOf(meta, { SignedOut: atRest('signIn'), SignedIn: atRest('signOut') }, { cellWidth: '100%' });
