import type { Meta, StoryObj } from '@storybook/react-vite';
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
  title: 'Components/StatusBadge',
  component: SubscriptionNone,
  argTypes: { variant: { control: 'inline-radio', options: statusBadgeVariants } },
  args: { variant: 'neutral' },
} satisfies Meta<typeof SubscriptionNone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Success: Story = { args: { variant: 'success' }, render: (args) => <SubscriptionActive {...args} /> };

export const Warning: Story = { args: { variant: 'warning' }, render: (args) => <SubscriptionEnding {...args} /> };

export const Danger: Story = { args: { variant: 'danger' }, render: (args) => <SubscriptionExpired {...args} /> };

export const Info: Story = { args: { variant: 'info' }, render: (args) => <SubscriptionFrozen {...args} /> };
