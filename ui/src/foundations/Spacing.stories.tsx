import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpacingScale } from './Foundations';
import { foundationPage } from './foundationPage';

/** Generated from `ui/src/theme/tokens.ts`: change a token and this page follows. */
const meta = {
  title: 'Foundations/Spacing',
  component: SpacingScale,
  parameters: foundationPage(
    'Spacing steps (gaps, paddings) and the fixed sizes of controls and content columns.',
  ),
} satisfies Meta<typeof SpacingScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = { render: () => <SpacingScale /> };
