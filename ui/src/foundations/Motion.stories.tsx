import type { Meta, StoryObj } from '@storybook/react-vite';
import { MotionTokens } from './Foundations';

/** Generated from `ui/src/theme/tokens.ts`: change a token and this page follows. */
const meta = {
  title: 'Foundations/Motion',
  component: MotionTokens,
  parameters: {
    docs: {
      description: {
        component:
          'Durations and the easing curve of every transition and animation. With reduced motion the kit drops entry animations.',
      },
    },
    controls: { disable: true },
  },
} satisfies Meta<typeof MotionTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = { render: () => <MotionTokens /> };
