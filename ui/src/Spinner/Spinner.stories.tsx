import type { StoryObj } from '@storybook/react-vite';
import { radios, VariantRow } from '../../../.storybook/controls';
import { playground, type KitMeta } from '../../../.storybook/docs';
import { expect, within } from 'storybook/test';
import { useT } from '../../../.storybook/i18n';
import { Spinner, spinnerSizes, type SpinnerSize } from './Spinner';

function LoadingSpinner({ size }: { size: SpinnerSize }) {
  const t = useT('main');
  return <Spinner label={t('loading')} size={size} />;
}

const meta = {
  title: 'Display/Spinner',
  component: Spinner,
  render: (args) => <LoadingSpinner {...args} />,
  argTypes: radios({ size: spinnerSizes }),
  args: { size: 'md' },
} satisfies KitMeta<typeof LoadingSpinner>;

export default meta;
type Story = StoryObj<typeof LoadingSpinner>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Medium: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };

function SpinnerGrid() {
  const t = useT('profile');
  return (
    <VariantRow gap="0.75rem">
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} label={t('transactions.loading')} />
      ))}
    </VariantRow>
  );
}

/** Every size. */
export const States: Story = { parameters: { controls: { disable: true } }, render: () => <SpinnerGrid /> };

/**
 * With reduced motion (the visual tests run so): a whole dotted ring that fades, never an
 * open arc that reads as the letter "C".
 */
export const ReducedMotion: Story = { parameters: { motion: 'system', controls: { disable: true } }, render: () => <SpinnerGrid /> };
