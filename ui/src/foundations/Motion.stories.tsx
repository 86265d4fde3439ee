import type { StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MotionTokens } from './Foundations';
import { foundationPage } from './foundationPage';

export default {
  title: 'Foundations/Motion',
  component: MotionTokens,
  parameters: foundationPage(
    'Durations and the easing curve of every transition and animation, with samples that play them (Play). With reduced motion set in the system, the kit drops entry animations and makes transitions instant.',
  ),
};

export const Tokens: StoryObj = {};

/** Play moves every sample; pressed again, they return. */
export const Playing: StoryObj = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const play = within(canvasElement).getByRole('button', { name: 'Play' });
    await userEvent.click(play);
    await expect(play).toHaveAttribute('aria-pressed', 'true');
    for (const dot of canvasElement.querySelectorAll('[data-moved]')) await expect(getComputedStyle(dot).transform).not.toBe('none');
    await expect(canvasElement.querySelectorAll('[data-moved]')).toHaveLength(2);
  },
};
