import type { Meta, StoryObj } from '@storybook/react-vite';
import { playground } from '../../../.storybook/docs';
import { radios } from '../../../.storybook/controls';
import { useT } from '../../../.storybook/i18n';
import { Card } from '../Card';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Display/Skeleton',
  component: Skeleton,
  argTypes: radios({ shape: skeletonShapes }),
  args: { shape: 'line', count: 3 },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Lines: Story = {};

export const Block: Story = { args: { shape: 'block', count: 1 } };

export const Circle: Story = { args: { shape: 'circle', count: 1 } };

function LoadingSubscription() {
  const t = useT('profile');
  return (
    <Card as="section" title={t('subscription.title')} aria-busy="true">
      <Skeleton shape="line" count={2} />
      <Skeleton shape="block" height="2.75rem" width="8rem" />
    </Card>
  );
}

/** How a page uses it: the region says it is busy, the bones only show the shape. */
export const InACard: Story = { render: () => <LoadingSubscription /> };

/** Every shape. */
export const States: Story = {
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      {skeletonShapes.map((shape) => (
        <Skeleton key={shape} shape={shape} count={shape === 'line' ? 3 : 1} />
      ))}
    </div>
  ),
};
