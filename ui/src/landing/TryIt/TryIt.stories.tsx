import type { Meta, StoryObj } from '@storybook/react-vite';
import { fullscreen, playground } from '../../../../.storybook/docs';
import { statesOf } from '../../../../.storybook/grid';
import { expect } from 'storybook/test';
import { narrowScreen, sectionDefault, withStoryCopy } from '../shared/sectionStory';
import { useTryItCopy } from '../shared/storyCopy';
import { TryIt } from './TryIt';

const TryItStory = withStoryCopy(TryIt, useTryItCopy);

const meta = { title: 'Landing/TryIt', component: TryIt, ...fullscreen(TryItStory) } satisfies Meta<typeof TryIt>;

export default meta;
type Story = StoryObj<typeof TryIt>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Default: Story = {
  tags: ['responsive'],
  ...sectionDefault(async (canvas) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  }),
};

export const WithoutAction: Story = { render: (args) => <TryItStory {...args} without={['action']} /> };

/** 320 px wide: the steps stack. */
export const NarrowScreen: Story = { ...narrowScreen };

/** With and without the action, stacked at full width. */
export const States: Story = statesOf(meta, { Default, WithoutAction }, { cellWidth: '100%' });
