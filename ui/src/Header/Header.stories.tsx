import type { StoryObj } from '@storybook/react-vite';
import { responsive } from '../../../.storybook/modes';
import type { KitMeta } from '../../../.storybook/docs';
import { Header } from './Header';
import { expect, userEvent, within } from 'storybook/test';
import { media } from '../layouts/Page/media';
import { headerMenuIds, phoneViewport, StoryHeader, tabletViewport } from '../layouts/Page/storyChrome';
import { headerAccountKinds } from './Header';

// The runners' browser may be wide or narrow: below the desktop breakpoint the menu is a
// disclosure to open, above it the entries are always shown and there is no button.
const isWide = () => window.matchMedia(media.desktop).matches;

const meta = {
  title: 'Chrome/Header',
  component: Header,
  render: (args) => <StoryHeader {...args} />,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    current: { control: 'select', options: headerMenuIds },
    account: { control: 'inline-radio', options: headerAccountKinds },
    slim: { control: 'boolean' },
  },
  args: { current: 'home', account: 'signIn', slim: false },
} satisfies KitMeta<typeof StoryHeader>;

export default meta;
type Story = StoryObj<typeof StoryHeader>;

/** Every prop on the Controls panel, starting from the component's first state below. */
export const Playground: Story = { tags: ['playground'] };

export const SignedOut: Story = { tags: ['responsive'], ...responsive };

export const SignedIn: Story = { args: { current: 'subscription', account: 'signOut' } };

export const Slim: Story = { args: { slim: true, account: undefined } };

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
  args: { slim: true, account: 'signIn' },
  play: async ({ canvasElement }) => expectOneRowOfControls(canvasElement),
};

export const SlimSignedOutPhone: Story = {
  args: { slim: true, account: 'signIn' },
  globals: phoneViewport,
  play: async ({ canvasElement }) => expectOneRowOfControls(canvasElement),
};

export const Tablet: Story = { args: { current: 'transactions', account: 'signOut' }, globals: tabletViewport };

export const Phone: Story = { args: { current: 'settings', account: 'signOut' }, globals: phoneViewport };

export const PhoneMenuOpen: Story = {
  args: { current: 'settings', account: 'signOut' },
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
  tags: ['interaction'],
  args: { current: 'home', account: 'signIn' },
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
