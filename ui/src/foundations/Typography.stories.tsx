import type { Meta, StoryObj } from '@storybook/react-vite';
import { useT } from '../../../.storybook/i18n';
import { TypeScale } from './Foundations';
import { foundationPage } from './foundationPage';

/** A real sentence in the toolbar's language: German shows how long lines get. */
function TypeScaleSample() {
  return <TypeScale sample={useT('home')('hero.title')} />;
}

/** Generated from `ui/src/theme/tokens.ts`: change a token and this page follows. */
const meta = {
  title: 'Foundations/Typography',
  component: TypeScale,
  parameters: foundationPage(
    "The type scale, weights, line heights and font stacks, each with a real sentence from the catalogue in the toolbar's language.",
  ),
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = { render: () => <TypeScaleSample /> };
