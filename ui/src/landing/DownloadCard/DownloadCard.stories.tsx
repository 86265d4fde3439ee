import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { storyUrls, useDownloadCardCopy } from '../shared/storyCopy';
import { DownloadCard } from './DownloadCard';

interface Args {
  withVersion: boolean;
  withPlatform: boolean;
}

function DownloadCardStory({ withVersion, withPlatform }: Args) {
  const copy = useDownloadCardCopy();
  return (
    <DownloadCard
      {...copy}
      version={withVersion ? copy.version : undefined}
      platform={withPlatform ? copy.platform : undefined}
    />
  );
}

const meta = {
  title: 'Landing/DownloadCard',
  component: DownloadCardStory,
  args: { withVersion: true, withPlatform: true },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DownloadCardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link')).toHaveAttribute('href', storyUrls.launcher);
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  },
};

export const WithoutDetails: Story = { args: { withVersion: false, withPlatform: false } };

/** 320 px wide: the steps move under the download button. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
