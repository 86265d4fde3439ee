import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { themeTokens } from '../theme';
import { SpacingScale } from './Foundations';
import { foundationPage } from './foundationPage';

export default { title: 'Foundations/Spacing', component: SpacingScale, parameters: foundationPage('Spacing steps (gaps, paddings) and the fixed sizes of controls and content columns.') };

/** The size bars keep the sizes' proportions: `content` is drawn as much longer than `narrow` as it is. */
export const Scale: StoryObj = {
  play: async ({ canvasElement }) => {
    const { content, narrow } = themeTokens.dark.size;
    const width = (size: string) => (canvasElement.querySelector(`[data-size="${size}"]`) as HTMLElement).getBoundingClientRect().width;
    await expect(width(content) / width(narrow)).toBeCloseTo(Number.parseFloat(content) / Number.parseFloat(narrow), 1);
  },
};
