import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { localeOf, translate } from '../../../.storybook/i18n';
import { activeSubscription, isoIn, mainData } from '../screens/testing/fixtures';
import { accountPage, pageParameters } from './pages';
import { pageSettled, SitePage } from './SitePage';

const frozen = { ...activeSubscription, frozen_length: 20 * 86_400 };
const expired = { ...activeSubscription, cheat_id: 2, expires_at: isoIn(-3) };
const withSubscriptions = (subscriptions: (typeof activeSubscription)[]) => ({ frontendData: { body: mainData({ subscriptions }) } });

// One card per game, in each state a subscription can be in.
const meta = {
  title: 'Pages/Subscriptions',
  tags: ['page', '!autodocs'],
  component: SitePage,
  parameters: pageParameters,
  args: { path: '/profile/subscription/', signedIn: true, page: accountPage('subscription'), routes: withSubscriptions([activeSubscription]) },
  play: async ({ canvasElement }) => pageSettled(canvasElement),
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active subscription (Extend, Freeze) and a game without one (Buy). */
export const ActiveAndNone: Story = {};

/** Frozen earlier: Freeze waits until the date the server gave. */
export const FreezeNotYetAvailable: Story = { args: { routes: withSubscriptions([{ ...activeSubscription, next_froze_date: isoIn(4) }]) } };

/** A frozen subscription (Unfreeze) and an expired one (Renew). */
export const FrozenAndExpired: Story = { args: { routes: withSubscriptions([frozen, expired]) } };

/** Freeze pressed: the dialog asks before anything is sent. */
export const FreezeDialogOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    await pageSettled(canvasElement);
    const freeze = translate(localeOf(globals), 'profile', 'subscription.freeze');
    await userEvent.click(within(canvasElement).getByRole('button', { name: freeze }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: freeze })).toBeVisible();
  },
};
