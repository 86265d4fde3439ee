import type { Meta, StoryObj } from '@storybook/react-vite';
import { accountPage, pageParameters } from './pages';
import { pageSettled, SitePage } from './SitePage';

// The account pages a signed-in user sees (a visitor is sent to sign-in before anything paints).
const meta = {
  title: 'Pages/Account',
  tags: ['page', '!autodocs'],
  component: SitePage,
  parameters: pageParameters,
  args: { path: '/profile/', signedIn: true, page: accountPage('home') },
  play: async ({ canvasElement }) => pageSettled(canvasElement),
} satisfies Meta<typeof SitePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProfileHome: Story = {};

/** Reached from a subscription's Buy or Extend: the product is in the address. */
export const Payment: Story = { args: { path: '/profile/payment/', search: '?game=1&days=30', page: accountPage('payment') } };

export const Settings: Story = {
  args: {
    path: '/profile/settings/',
    page: accountPage('settings'),
    routes: {
      sessions: {
        body: {
          status: true,
          sessions: [
            { id: 's-here', kind: 'browser', device: 'Chrome on Windows', created_at: '2026-11-01T10:00:00.000Z', last_used_at: '2026-11-21T11:58:00.000Z', current: true },
            { id: 's-launcher', kind: 'launcher', device: 'Chameleon launcher 2.1', created_at: '2026-10-20T10:00:00.000Z', last_used_at: '2026-11-20T19:12:00.000Z', current: false },
          ],
        },
      },
    },
  },
};
