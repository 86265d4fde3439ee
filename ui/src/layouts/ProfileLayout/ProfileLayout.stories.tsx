import type { Meta, StoryObj } from '@storybook/react-vite';
import { fullscreen, playground } from '../../../../.storybook/docs';
import { responsive } from '../../../../.storybook/modes';
import { statesOf } from '../../../../.storybook/grid';
import { expect, waitFor, within } from 'storybook/test';
import { localeOf, translate, useGameNames, useT } from '../../../../.storybook/i18n';
import { subscriptionCardLabels } from '../../../../locales/accountLabels';
import { Card } from '../../Card';
import { Heading } from '../../Heading';
import { Stack } from '../../Stack';
import { SubscriptionCard } from '../../SubscriptionCard';
import { Text } from '../../Text';
import { phoneViewport, StoryIntro, StoryProfileNav, tabletViewport, usePageChrome, type ProfileSectionId } from '../Page/storyChrome';
import { ProfileLayout, type ProfileLayoutProps } from './ProfileLayout';

// A fixed "now" keeps the days left identical in every screenshot.
const now = new Date(2026, 10, 21, 14, 5);

/** The subscription section's own content: its title, lead and a game's card. */
function SubscriptionSection() {
  const profile = useT('profile');
  const game = useGameNames().shooter;
  return (
    <Stack space="lg">
      <StoryIntro title={profile('subscription.title')} lead={profile('subscription.lead')} />
      <SubscriptionCard
        game={game}
        labels={subscriptionCardLabels(profile, game)}
        now={now}
        state={{ status: 'active', expiresAt: new Date(2026, 11, 3, 19, 5).toISOString() }}
        onFreeze={() => undefined}
      />
    </Stack>
  );
}

/** The settings section's title and its sessions card's heading and lead. */
function SettingsSection() {
  const settings = useT('settings');
  return (
    <Stack space="lg">
      <Heading level={1}>{settings('title')}</Heading>
      <Card as="section" title={settings('sessions.title')}>
        <Text size="sm" tone="muted">
          {settings('sessions.lead')}
        </Text>
      </Card>
    </Stack>
  );
}

/** `section` (the profile section shown as current, with its content) is a story-only choice, passed in `render`. */
function SubscriptionPage({ section = 'subscription', ...args }: Partial<ProfileLayoutProps> & { section?: ProfileSectionId }) {
  return (
    <ProfileLayout {...usePageChrome({ current: section === 'settings' ? 'settings' : 'subscription', signedIn: true })} nav={<StoryProfileNav current={section} />} {...args}>
      {section === 'settings' ? <SettingsSection /> : <SubscriptionSection />}
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
    // The bar reveals the current tab again once its size settles (a ResizeObserver): wait for it.
    await waitFor(async () => {
      for (const link of [current, signOut]) {
        await expect(link.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
        await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(width);
      }
    });
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
