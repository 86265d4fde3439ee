import type { Meta, StoryObj } from '@storybook/react-vite';
import { statesOf } from '../../../../.storybook/grid';
import { responsive } from '../../../../.storybook/modes';
import { expect, within } from 'storybook/test';
import { storyUrls, useDownloadCardCopy } from '../shared/storyCopy';
import { DownloadCard, type DownloadCardProps } from './DownloadCard';

/** Story-only choices, passed in `render`: Controls lists only DownloadCard's own props. */
interface Options {
  withVersion?: boolean;
  withPlatform?: boolean;
}

function DownloadCardStory({ withVersion = true, withPlatform = true, ...args }: Partial<DownloadCardProps> & Options) {
  const copy = useDownloadCardCopy();
  return (
    <DownloadCard
      {...copy}
      version={withVersion ? copy.version : undefined}
      platform={withPlatform ? copy.platform : undefined}
      {...args}
    />
  );
}

const meta = {
  title: 'Landing/DownloadCard',
  component: DownloadCard,
  render: (args) => <DownloadCardStory {...args} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DownloadCard>;

export default meta;
type Story = StoryObj<typeof DownloadCard>;

/** Every prop on the Controls panel, starting from the component's first state below. */
export const Playground: Story = { tags: ['playground'] };

export const Default: Story = {
  tags: ['responsive'],
  ...responsive,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', storyUrls.launcher);
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  },
};

export const WithoutDetails: Story = { render: (args) => <DownloadCardStory {...args} withVersion={false} withPlatform={false} /> };

/** 320 px wide: the steps move under the download button. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

/** With and without the version and platform, stacked at full width. */
export const States: Story = statesOf(meta, { Default, WithoutDetails }, { cellWidth: '100%' });
