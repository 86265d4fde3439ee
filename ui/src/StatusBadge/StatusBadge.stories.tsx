import type { StoryObj } from '@storybook/react-vite';
import type { KitMeta } from '../../../.storybook/docs';
import { stressText, useLocale, useT } from '../../../.storybook/i18n';
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
  component: StatusBadge,
  render: (args) => <SubscriptionNone {...args} />,
  argTypes: { variant: { control: 'inline-radio', options: statusBadgeVariants } },
  args: { variant: 'neutral' },
} satisfies KitMeta<typeof SubscriptionNone>;

export default meta;
type Story = StoryObj<typeof SubscriptionNone>;

/** Every prop on the Controls panel, starting from the component's first state below. */
export const Playground: Story = { tags: ['playground'] };

export const Neutral: Story = {};

export const Success: Story = { args: { variant: 'success' }, render: (args) => <SubscriptionActive {...args} /> };

export const Warning: Story = { args: { variant: 'warning' }, render: (args) => <SubscriptionEnding {...args} /> };

export const Danger: Story = { args: { variant: 'danger' }, render: (args) => <SubscriptionExpired {...args} /> };

export const Info: Story = { args: { variant: 'info' }, render: (args) => <SubscriptionFrozen {...args} /> };

function StatusBadgeGrid() {
  const t = useT('profile');
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
      {statusBadgeVariants.map((variant) => (
        <StatusBadge key={variant} variant={variant}>
          {t('subscription.status.active')}
        </StatusBadge>
      ))}
    </div>
  );
}

/** Every variant with the same words: the colours side by side. */
export const States: Story = { parameters: { controls: { disable: true } }, render: () => <StatusBadgeGrid /> };

function StressBadges() {
  const { longest, unbroken } = stressText(useLocale());
  return (
    <div style={{ display: 'grid', gap: '0.75rem', maxWidth: '20rem' }}>
      <StatusBadge variant="warning">{longest}</StatusBadge>
      <StatusBadge variant="info">{unbroken}</StatusBadge>
    </div>
  );
}

/** The catalogue's longest message and an unbroken word in a badge (it never wraps: keep badges short). */
export const Stress: Story = {
  // German has the longest words of the five languages.
  globals: { locale: 'de' }, parameters: { controls: { disable: true } }, render: () => <StressBadges /> };
