import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useT } from '../../../.storybook/i18n';
import { Spinner, spinnerSizes, type SpinnerSize } from './Spinner';

function LoadingSpinner({ size }: { size: SpinnerSize }) {
  const t = useT('main');
  return <Spinner label={t('loading')} size={size} />;
}

const meta = {
  title: 'Components/Spinner',
  component: LoadingSpinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  args: { size: 'md' },
} satisfies Meta<typeof LoadingSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const Small: Story = { args: { size: 'sm' } };

export const Large: Story = { args: { size: 'lg' } };
