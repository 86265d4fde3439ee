import type { StoryObj } from '@storybook/react-vite';
import { radios, VariantRow } from '../../../.storybook/controls';
import { playground, type KitMeta } from '../../../.storybook/docs';
import { stressText, useLocale, useT } from '../../../.storybook/i18n';
import { expectNoOverflow, germanPhone } from '../../../.storybook/stress';
import { DoDont } from '../../../.storybook/doDont';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { StatusBadge, statusBadgeVariants, type StatusBadgeVariant } from './StatusBadge';

/** A subscription status in the toolbar's language; `ending` is the "days left" line. */
type Status = 'none' | 'active' | 'ending' | 'expired' | 'frozen';

function SubscriptionStatus({ variant, status = 'none' }: { variant: StatusBadgeVariant; status?: Status }) {
  const t = useT('profile');
  return <StatusBadge variant={variant}>{status === 'ending' ? t('subscription.daysLeft', { days: 2 }) : t(`subscription.status.${status}`)}</StatusBadge>;
}

const meta = {
  title: 'Display/StatusBadge',
  component: StatusBadge,
  render: (args) => <SubscriptionStatus {...args} />,
  argTypes: radios({ variant: statusBadgeVariants }),
  args: { variant: 'neutral' },
  // Its texts for missing values and its wrapping are still changing.
  parameters: { status: 'beta' },
} satisfies KitMeta<typeof SubscriptionStatus>;

export default meta;
type Story = StoryObj<typeof SubscriptionStatus>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Neutral: Story = {};

export const Success: Story = { args: { variant: 'success' }, render: (args) => <SubscriptionStatus {...args} status="active" /> };

export const Warning: Story = { args: { variant: 'warning' }, render: (args) => <SubscriptionStatus {...args} status="ending" /> };

export const Danger: Story = { args: { variant: 'danger' }, render: (args) => <SubscriptionStatus {...args} status="expired" /> };

export const Info: Story = { args: { variant: 'info' }, render: (args) => <SubscriptionStatus {...args} status="frozen" /> };

function StatusBadgeGrid() {
  const t = useT('profile');
  return (
    <VariantRow gap="0.75rem">
      {statusBadgeVariants.map((variant) => (
        <StatusBadge key={variant} variant={variant}>
          {t('subscription.status.active')}
        </StatusBadge>
      ))}
    </VariantRow>
  );
}

/** Every variant with the same words: the colours side by side. */
export const States: Story = { parameters: { controls: { disable: true } }, render: () => <StatusBadgeGrid /> };

function BadgeDoAndDont() {
  const t = useT('profile');
  return (
    <DoDont
      do={{
        caption: 'a word or two in the badge; the explanation in text beside it.',
        node: (
          <Stack space="xs" align="start">
            <StatusBadge variant="success">{t('subscription.status.active')}</StatusBadge>
            <Text tone="muted">{t('subscription.freeze.hint')}</Text>
          </Stack>
        ),
      }}
      dont={{
        caption: 'a sentence in a badge: it reads as a label, wraps into a blob and hides the status.',
        node: <StatusBadge variant="success">{t('subscription.freeze.hint')}</StatusBadge>,
      }}
    />
  );
}

/** The misuse most often seen: a sentence squeezed into a badge instead of a status. */
export const DoAndDont: Story = { parameters: { controls: { disable: true } }, render: () => <BadgeDoAndDont /> };

function StressBadges() {
  const { longest, unbroken } = stressText(useLocale());
  return (
    <div style={{ display: 'grid', gap: '0.75rem', justifyItems: 'start' }}>
      <StatusBadge variant="warning">{longest}</StatusBadge>
      <StatusBadge variant="info">{unbroken}</StatusBadge>
    </div>
  );
}

/**
 * The catalogue's longest German message and an unbroken word in badges on a 320 px phone:
 * the words wrap inside the badge and the page never scrolls sideways (keep badges short all the same).
 */
export const Stress: Story = {
  globals: germanPhone,
  parameters: { controls: { disable: true } },
  render: () => <StressBadges />,
  play: async ({ canvasElement }) => expectNoOverflow(canvasElement),
};
