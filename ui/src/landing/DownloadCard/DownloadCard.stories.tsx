import type { StoryObj } from '@storybook/react-vite';
import { responsive } from '../../../../.storybook/modes';
import type { KitMeta } from '../../../../.storybook/docs';
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
  component: DownloadCard,
  render: (args) => <DownloadCardStory {...args} />,
  args: { withVersion: true, withPlatform: true },
  parameters: { layout: 'fullscreen' },
} satisfies KitMeta<typeof DownloadCardStory>;

export default meta;
type Story = StoryObj<typeof DownloadCardStory>;

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

export const WithoutDetails: Story = { args: { withVersion: false, withPlatform: false } };

/** 320 px wide: the steps move under the download button. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
