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
    "The semantic text roles (H1 to H4, body, caption, code) as the kit draws them, then the raw type scale, weights, line heights and font stacks under them, each with a real sentence from the catalogue in the toolbar's language.",
  ),
};

export const Scale: StoryObj = { render: () => <TypeScaleSample /> };
