import type { StoryObj } from '@storybook/react-vite';
import { useT } from '../../../.storybook/i18n';
import { TypeScale } from './Foundations';
import { foundationPage } from './foundationPage';

/** A real sentence in the toolbar's language: German shows how long lines get. */
function TypeScaleSample() {
  return <TypeScale sample={useT('home')('hero.title')} />;
}

export default {
  title: 'Foundations/Typography',
  component: TypeScale,
  parameters: foundationPage(
    "The type scale, weights, line heights and font stacks, each with a real sentence from the catalogue in the toolbar's language.",
  ),
};

export const Scale: StoryObj = { render: () => <TypeScaleSample /> };
