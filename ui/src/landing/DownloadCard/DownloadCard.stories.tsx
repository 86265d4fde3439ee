import type { Meta, StoryObj } from '@storybook/react-vite';
import { fullscreen, playground } from '../../../../.storybook/docs';
import { statesOf } from '../../../../.storybook/grid';
import { expect } from 'storybook/test';
import { narrowScreen, sectionDefault, withStoryCopy } from '../shared/sectionStory';
import { storyUrls, useDownloadCardCopy } from '../shared/storyCopy';
import { DownloadCard } from './DownloadCard';

const DownloadCardStory = withStoryCopy(DownloadCard, useDownloadCardCopy);

const meta = { title: 'Landing/DownloadCard', component: DownloadCard, ...fullscreen(DownloadCardStory) } satisfies Meta<typeof DownloadCard>;

export default meta;
type Story = StoryObj<typeof DownloadCard>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Default: Story = {
  tags: ['responsive'],
  ...sectionDefault(async (canvas) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', storyUrls.launcher);
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
  }),
};

export const WithoutDetails: Story = { render: (args) => <DownloadCardStory {...args} without={['version', 'platform']} /> };

/** 320 px wide: the steps move under the download button. */
export const NarrowScreen: Story = { ...narrowScreen };

/** With and without the version and platform, stacked at full width. */
export const States: Story = statesOf(meta, { Default, WithoutDetails }, { cellWidth: '100%' });
