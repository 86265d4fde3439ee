import type { Meta, StoryObj } from '@storybook/react-vite';
import { fullscreen, playground } from '../../../../.storybook/docs';
import { responsive } from '../../../../.storybook/modes';
import { statesOf } from '../../../../.storybook/grid';
import { expect, within } from 'storybook/test';
import { localeOf, translate, useT } from '../../../../.storybook/i18n';
import {
  FillerCard,
  FillerText,
  phoneViewport,
  StoryProfileNav,
  tabletViewport,
  usePageChrome,
  type ProfileSectionId,
} from '../Page/storyChrome';
import { ProfileLayout, type ProfileLayoutProps } from './ProfileLayout';

/** `section` (the profile section shown as current) is a story-only choice, passed in `render`. */
function SubscriptionPage({ section = 'subscription', ...args }: Partial<ProfileLayoutProps> & { section?: ProfileSectionId }) {
  const header = useT('header');
  const footer = useT('footer');
  return (
    <ProfileLayout {...usePageChrome({ current: 'subscription', account: 'signOut' })} nav={<StoryProfileNav current={section} />} {...args}>
      <FillerCard heading={header('menu.subscription')} level={1}>
        <FillerText>{footer('cancel.text')}</FillerText>
      </FillerCard>
      <FillerCard heading={header('menu.transactions')}>
        <FillerText>{footer('copyright', { year: 2026 })}</FillerText>
      </FillerCard>
    </ProfileLayout>
  );
}

const meta = { title: 'Layouts/ProfileLayout', component: ProfileLayout, ...fullscreen(SubscriptionPage) } satisfies Meta<typeof ProfileLayout>;

export default meta;
type Story = StoryObj<typeof ProfileLayout>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Desktop: Story = {
  tags: ['responsive'],
  ...responsive,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    // By its name: the header's menu and the footer's two link groups are navigation too.
    const sections = canvas.getByRole('navigation', { name: translate(localeOf(globals), 'header', 'profileNav.label') });
    const current = within(sections)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current).toHaveLength(1);
    await expect(canvas.getByRole('main')).not.toContainElement(sections);
  },
};

export const Tablet: Story = { globals: tabletViewport };

/**
 * The current tab sits past the right edge at 320 px: the bar starts scrolled to it, sign-out
 * stays pinned beside its end (never over a tab), and a fade marks the edge with more tabs beyond.
 */
export const Phone: Story = {
  render: (args) => <SubscriptionPage {...args} section={'settings'} />,
  globals: phoneViewport,
  play: async ({ canvasElement, globals }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: translate(localeOf(globals), 'header', 'profileNav.label') });
    const links = within(nav).getAllByRole('link');
    const current = links.find((link) => link.getAttribute('aria-current') === 'page') as HTMLElement;
    const signOut = links[links.length - 1] as HTMLElement;
    const width = document.documentElement.clientWidth;
    for (const link of [current, signOut]) {
      await expect(link.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
      await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    }
    await expect(current.getBoundingClientRect().right).toBeLessThanOrEqual(signOut.getBoundingClientRect().left + 1);
    const list = nav.querySelector('ul') as HTMLElement;
    await expect(list.hasAttribute('data-more-start') || list.hasAttribute('data-more-end')).toBe(true);
  },
};

/** The subscription and the settings section current, at rest, one above the other. */
export const States: Story = statesOf(
  meta,
  { Subscription: Desktop, Settings: { render: (args) => <SubscriptionPage {...args} section="settings" /> } },
  { cellWidth: '100%' },
);
