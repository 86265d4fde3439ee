import type { Meta, StoryObj } from '@storybook/react-vite';
import { MotionTokens } from './Foundations';
import { foundationPage } from './foundationPage';

/** Generated from `ui/src/theme/tokens.ts`: change a token and this page follows. */
const meta = {
  title: 'Foundations/Motion',
  component: MotionTokens,
  parameters: foundationPage(
    'Durations and the easing curve of every transition and animation. With reduced motion the kit drops entry animations.',
  ),
} satisfies Meta<typeof MotionTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = { render: () => <MotionTokens /> };
