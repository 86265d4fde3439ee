import type { Meta, StoryObj } from '@storybook/react-vite';
import { fullscreen, playground } from '../../../.storybook/docs';
import { statesOf } from '../../../.storybook/grid';
import { responsive } from '../../../.storybook/modes';
import { Header } from './Header';
import { expect, userEvent, within } from 'storybook/test';
import { media } from '../theme/media';
import { expectNoOverflow, germanPhone } from '../../../.storybook/stress';
import { stressText, useLocale, useT } from '../../../.storybook/i18n';
import { headerMenuIds, phoneViewport, StoryHeader, tabletViewport, type HeaderMenuId, useLocalePath } from '../layouts/Page/storyChrome';
import type { HeaderAccountKind, HeaderProps } from './Header';

/** Story-only choices, passed in `render`: Controls lists only Header's own props. */
interface Options {
  /** The menu entry of the page being shown. */
  current?: HeaderMenuId;
  /** Sign in (a visitor) or sign out (a signed-in user). */
  accountKind?: HeaderAccountKind;
  /** The slim header of the sign-in pages: no menu. */
  slim?: boolean;
}

/** The site's header with the catalogue's texts; Controls' values replace them. */
function HeaderStory({ current = 'home', accountKind = 'signIn', slim, ...args }: Partial<HeaderProps> & Options) {
  return <StoryHeader current={current} signedIn={accountKind === 'signOut'} slim={slim} overrides={args} />;
}

// The runners' browser may be wide or narrow: below the desktop breakpoint the menu is a
// disclosure to open, above it the entries are always shown and there is no button.
const isWide = () => window.matchMedia(media.desktop).matches;

const meta = { title: 'Chrome/Header', component: Header, ...fullscreen(HeaderStory),
  parameters: {
    ...fullscreen(HeaderStory).parameters,
    keyboard: [
      { keys: 'Tab', does: 'Moves through the logo, the menu, the language and theme controls and the account action.' },
      { keys: 'Enter / Space (on Menu)', does: 'Below 1024 px: opens or closes the menu.' },
      { keys: 'Escape', does: 'Closes the open menu; focus goes back to the Menu button.' },
    ],
  },
  argTypes: { linkAs: { control: false, table: { defaultValue: { summary: 'AnchorLink (a plain <a>)' } } } },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof Header>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const SignedOut: Story = { tags: ['responsive'], ...responsive };

export const SignedIn: Story = { render: (args) => <HeaderStory {...args} current="subscription" accountKind="signOut" /> };


/**
 * Every control of the bar (logo, language, theme, account) must share one vertical centre,
 * and the row must fit the viewport without wrapping or scrolling sideways.
 */
async function expectOneRowOfControls(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const controls = [...canvas.getAllByRole('link'), ...canvas.getAllByRole('button')];
  await expect(controls).toHaveLength(4);
  const centres = controls.map((control) => {
    const box = control.getBoundingClientRect();
    return box.top + box.height / 2;
  });
  await expect(Math.max(...centres) - Math.min(...centres)).toBeLessThanOrEqual(1);
  const page = document.scrollingElement ?? document.documentElement;
  await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  for (const control of controls) {
    await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
    await expect(control.scrollWidth).toBeLessThanOrEqual(control.clientWidth);
  }
}

/** The sign-in pages' header: the account action sits in the tools row. */
export const SlimSignedOut: Story = {
  render: (args) => <HeaderStory {...args} slim accountKind="signIn" />,
  play: async ({ canvasElement }) => expectOneRowOfControls(canvasElement),
};

export const SlimSignedOutPhone: Story = {
  render: (args) => <HeaderStory {...args} slim accountKind="signIn" />,
  globals: phoneViewport,
  play: async ({ canvasElement }) => expectOneRowOfControls(canvasElement),
};

export const Tablet: Story = { globals: tabletViewport, render: (args) => <HeaderStory {...args} current="transactions" accountKind="signOut" /> };

export const Phone: Story = { globals: phoneViewport, render: (args) => <HeaderStory {...args} current="settings" accountKind="signOut" /> };

export const PhoneMenuOpen: Story = {
  render: (args) => <HeaderStory {...args} current="settings" accountKind="signOut" />,
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    if (isWide()) {
      await expect(within(nav).queryByRole('button')).toBeNull();
      await expect(within(nav).getAllByRole('listitem')).toHaveLength(headerMenuIds.length);
      return;
    }
    const toggle = within(nav).getByRole('button');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const entries = within(nav).getAllByRole('link');
    await expect(entries[0]).toBeVisible();
    await expect(entries.filter((entry) => entry.getAttribute('aria-current') === 'page')).toHaveLength(1);
  },
};

export const PhoneMenuClosedWithEscape: Story = {
  render: (args) => <HeaderStory {...args} current="home" accountKind="signIn" />,
  tags: ['interaction', '!autodocs'],
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    if (isWide()) {
      await expect(within(nav).queryByRole('button')).toBeNull();
      return;
    }
    const toggle = within(nav).getByRole('button');
    await userEvent.click(toggle);
    await userEvent.tab();
    await expect(within(nav).getAllByRole('link')[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

/** The menu's entries with the catalogue's longest message and an unbroken word in them. */
function StressHeader() {
  const { longest, unbroken } = stressText(useLocale());
  const t = useT('header');
  const localePath = useLocalePath();
  const items = [
    { id: 'longest', label: longest, href: localePath('/'), current: true },
    { id: 'unbroken', label: unbroken, href: localePath('/profile/') },
    { id: 'subscription', label: t('menu.subscription'), href: localePath('/profile/subscription/') },
  ];
  return <HeaderStory accountKind="signOut" menu={{ label: t('nav.label'), toggleLabel: t('nav.toggle'), items }} />;
}

/**
 * German on a 320 px phone, the menu open: the longest message and an unbroken word wrap
 * inside the menu's panel, and the bar's controls stay on one row inside the screen.
 */
export const Stress: Story = {
  globals: germanPhone,
  render: () => <StressHeader />,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    if (!isWide()) await userEvent.click(within(nav).getByRole('button'));
    await expect(within(nav).getAllByRole('link')[0]).toBeVisible();
    await expectNoOverflow(canvasElement);
  },
};

/** Signed out, signed in and the slim bar of the sign-in pages, stacked at full width. */
export const States: Story = statesOf(meta, { SignedOut, SignedIn, Slim: SlimSignedOut }, { cellWidth: '100%' });
