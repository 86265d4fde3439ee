import type { Meta, StoryObj } from '@storybook/react-vite';
import { playground } from '../../../.storybook/docs';
import { radios } from '../../../.storybook/controls';
import { statesOf } from '../../../.storybook/grid';
import { expect, within } from 'storybook/test';
import { stressText, useLocale, useT } from '../../../.storybook/i18n';
import { Button } from '../Button';
import { StatusBadge } from '../StatusBadge';
import { Card, cardElements, type CardProps } from './Card';

/** `withTitle` is a story-only choice, passed in `render`: Controls lists only Card's own props. */
function SubscriptionSummary({ as, withTitle = true }: Partial<CardProps> & { withTitle?: boolean }) {
  const t = useT('profile');
  return (
    <Card
      as={as}
      title={withTitle ? t('subscription.title') : undefined}
      headerEnd={<StatusBadge variant="success">{t('subscription.status.active')}</StatusBadge>}
      style={{ maxWidth: '24rem' }}
    >
      <p style={{ margin: 0 }}>{t('subscription.daysLeft', { days: 12 })}</p>
      <Button variant="secondary">{t('subscription.freeze')}</Button>
    </Card>
  );
}

const meta = {
  title: 'Display/Card',
  component: Card,
  render: (args) => <SubscriptionSummary {...args} />,
  argTypes: radios({ as: cardElements }),
  args: { as: 'section' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof Card>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Section: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAccessibleName();
  },
};

export const Article: Story = { args: { as: 'article' } };

export const WithoutTitle: Story = { args: { as: 'div' }, render: (args) => <SubscriptionSummary {...args} withTitle={false} /> };

function StressCard() {
  const { longest, unbroken } = stressText(useLocale());
  const t = useT('profile');
  return (
    <Card as="section" title={unbroken} headerEnd={<StatusBadge variant="success">{t('subscription.status.active')}</StatusBadge>} style={{ maxWidth: '20rem' }}>
      <p style={{ margin: 0 }}>{longest}</p>
    </Card>
  );
}

/** An unbroken title beside a badge and the catalogue's longest message, in a narrow card. */
export const Stress: Story = {
  // German has the longest words of the five languages.
  globals: { locale: 'de' }, parameters: { controls: { disable: true } }, render: () => <StressCard /> };

/** Each element and title choice at rest, side by side. */
export const States: Story = statesOf(meta, { Section, Article, WithoutTitle }, { cellWidth: '20rem' });
