import type { StoryObj } from '@storybook/react-vite';
import { usage, type KitMeta } from '../../../.storybook/docs';
import { useT } from '../../../.storybook/i18n';
import { StatusBadge, statusBadgeVariants, type StatusBadgeVariant } from './StatusBadge';

function SubscriptionNone({ variant }: { variant: StatusBadgeVariant }) {
  const t = useT('profile');
  return <StatusBadge variant={variant}>{t('subscription.status.none')}</StatusBadge>;
}

function SubscriptionActive({ variant }: { variant: StatusBadgeVariant }) {
  const t = useT('profile');
  return <StatusBadge variant={variant}>{t('subscription.status.active')}</StatusBadge>;
}

function SubscriptionEnding({ variant }: { variant: StatusBadgeVariant }) {
  const t = useT('profile');
  return <StatusBadge variant={variant}>{t('subscription.daysLeft', { days: 2 })}</StatusBadge>;
}

function SubscriptionExpired({ variant }: { variant: StatusBadgeVariant }) {
  const t = useT('profile');
  return <StatusBadge variant={variant}>{t('subscription.status.expired')}</StatusBadge>;
}

function SubscriptionFrozen({ variant }: { variant: StatusBadgeVariant }) {
  const t = useT('profile');
  return <StatusBadge variant={variant}>{t('subscription.status.frozen')}</StatusBadge>;
}

const meta = {
  title: 'Display/StatusBadge',
  parameters: {
    docs: {
      description: {
        component: usage({
          use: 'for a short status ("Active", "Paid") beside the thing it describes; the `variant` colours it, the words carry the meaning.',
          instead: 'FormError or a Toaster notification for messages; plain text for long explanations.',
          avoid: 'rely on the colour alone, or put a sentence in it.',
        }),
      },
    },
  },
  component: StatusBadge,
  render: (args) => <SubscriptionNone {...args} />,
  argTypes: { variant: { control: 'inline-radio', options: statusBadgeVariants } },
  args: { variant: 'neutral' },
} satisfies KitMeta<typeof SubscriptionNone>;

export default meta;
type Story = StoryObj<typeof SubscriptionNone>;

export const Neutral: Story = {};

export const Success: Story = { args: { variant: 'success' }, render: (args) => <SubscriptionActive {...args} /> };

export const Warning: Story = { args: { variant: 'warning' }, render: (args) => <SubscriptionEnding {...args} /> };

export const Danger: Story = { args: { variant: 'danger' }, render: (args) => <SubscriptionExpired {...args} /> };

export const Info: Story = { args: { variant: 'info' }, render: (args) => <SubscriptionFrozen {...args} /> };
