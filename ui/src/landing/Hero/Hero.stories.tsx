import type { Meta, StoryObj } from '@storybook/react-vite';
import { fullscreen, playground } from '../../../../.storybook/docs';
import { statesOf } from '../../../../.storybook/grid';
import { expect } from 'storybook/test';
import { narrowScreen, sectionDefault, withStoryCopy } from '../shared/sectionStory';
import { useHeroCopy } from '../shared/storyCopy';
import { Hero } from './Hero';

const HeroStory = withStoryCopy(Hero, useHeroCopy);

const meta = { title: 'Landing/Hero', component: Hero, ...fullscreen(HeroStory) } satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof Hero>;

export const Playground: Story = { tags: ['playground'], ...playground };

export const Default: Story = {
  tags: ['responsive'],
  ...sectionDefault(async (canvas) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  }),
};

export const PrimaryActionOnly: Story = { render: (args) => <HeroStory {...args} without={['secondaryAction']} /> };

export const WithoutEyebrow: Story = { render: (args) => <HeroStory {...args} without={['eyebrow']} /> };

/** 320 px wide: the actions stack, the visual shrinks below the text. */
export const NarrowScreen: Story = { ...narrowScreen };

/** Each variant of the section, stacked at full width. */
export const States: Story = statesOf(meta, { Default, PrimaryActionOnly, WithoutEyebrow }, { cellWidth: '100%' });
