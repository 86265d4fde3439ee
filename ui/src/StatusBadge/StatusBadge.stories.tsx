import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '../../../.storybook/i18n';
import { StatusBadge, statusBadgeTones, type StatusBadgeTone } from './StatusBadge';

function SubscriptionNone({ tone }: { tone: StatusBadgeTone }) {
  const t = useT('profile');
  return <StatusBadge tone={tone}>{t('subscription.status.none')}</StatusBadge>;
}

function SubscriptionActive({ tone }: { tone: StatusBadgeTone }) {
  const t = useT('profile');
  return <StatusBadge tone={tone}>{t('subscription.status.active')}</StatusBadge>;
}

function SubscriptionEnding({ tone }: { tone: StatusBadgeTone }) {
  const t = useT('profile');
  return <StatusBadge tone={tone}>{t('subscription.daysLeft', { days: 2 })}</StatusBadge>;
}

function SubscriptionExpired({ tone }: { tone: StatusBadgeTone }) {
  const t = useT('profile');
  return <StatusBadge tone={tone}>{t('subscription.status.expired')}</StatusBadge>;
}

function SubscriptionFrozen({ tone }: { tone: StatusBadgeTone }) {
  const t = useT('profile');
  return <StatusBadge tone={tone}>{t('subscription.status.frozen')}</StatusBadge>;
}

const meta = {
  title: 'Components/StatusBadge',
  component: SubscriptionNone,
  argTypes: { tone: { control: 'inline-radio', options: statusBadgeTones } },
  args: { tone: 'neutral' },
} satisfies Meta<typeof SubscriptionNone>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Success: Story = { args: { tone: 'success' }, render: (args) => <SubscriptionActive {...args} /> };

export const Warning: Story = { args: { tone: 'warning' }, render: (args) => <SubscriptionEnding {...args} /> };

export const Danger: Story = { args: { tone: 'danger' }, render: (args) => <SubscriptionExpired {...args} /> };

export const Info: Story = { args: { tone: 'info' }, render: (args) => <SubscriptionFrozen {...args} /> };
