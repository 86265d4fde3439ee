import type { Meta, StoryObj } from '@storybook/react-vite';
import { playground } from '../../../.storybook/docs';
import { statesOf } from '../../../.storybook/grid';
import { expect, within } from 'storybook/test';
import { stressText, useLocale, useT } from '../../../.storybook/i18n';
import { Button } from '../Button';
import { EmptyState, type EmptyStateProps } from './EmptyState';

function ReceiptIcon() {
  return (
    <svg viewBox="0 0 48 48" width="48" height="48" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round">
      <path d="M12 6h24v36l-4-3-4 3-4-3-4 3-4-3-4 3V6Z" />
      <path d="M18 16h12M18 23h12M18 30h7" strokeLinecap="round" />
    </svg>
  );
}

/** Story-only choices, passed in `render`: Controls lists only EmptyState's own props. */
interface Options {
  withDescription?: boolean;
  withAction?: boolean;
  withIcon?: boolean;
}

function NoTransactions({ withDescription = true, withAction = true, withIcon = true, ...args }: Partial<EmptyStateProps> & Options) {
  const t = useT('profile');
  return (
    <EmptyState
      title={t('transactions.empty.title')}
      description={withDescription ? t('transactions.empty.description') : undefined}
      icon={withIcon ? <ReceiptIcon /> : undefined}
      action={withAction ? <Button href="#payment">{t('transactions.empty.action')}</Button> : undefined}
      {...args}
    />
  );
}

const meta = {
  title: 'Display/EmptyState',
  component: EmptyState,
  render: (args) => <NoTransactions {...args} />,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof EmptyState>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading')).toBeInTheDocument();
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#payment');
  },
};

export const WithoutAction: Story = { render: (args) => <NoTransactions {...args} withAction={false} /> };

export const TitleOnly: Story = { render: (args) => <NoTransactions {...args} withDescription={false} withAction={false} withIcon={false} /> };

function StressEmptyState() {
  const { longest, unbroken } = stressText(useLocale());
  const t = useT('profile');
  return (
    <div style={{ maxWidth: '20rem' }}>
      <EmptyState
        title={unbroken}
        description={longest}
        icon={<ReceiptIcon />}
        action={<Button href="#payment">{t('transactions.empty.action')}</Button>}
      />
    </div>
  );
}

/** An unbroken title and the catalogue's longest message, in a narrow column. */
export const Stress: Story = {
  // German has the longest words of the five languages.
  globals: { locale: 'de' }, parameters: { controls: { disable: true } }, render: () => <StressEmptyState /> };

/** Full, without action and title only, side by side. */
export const States: Story = statesOf(meta, { Full, WithoutAction, TitleOnly }, { cellWidth: '20rem' });
