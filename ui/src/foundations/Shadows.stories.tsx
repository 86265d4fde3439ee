import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShadowScale } from './Foundations';

/** Generated from `ui/src/theme/tokens.ts`: change a token and this page follows. */
const meta = {
  title: 'Foundations/Shadows',
  component: ShadowScale,
  parameters: {
    docs: {
      description: {
        component:
          'Elevation shadows of both themes: `sm` for raised controls, `md` for menus, `lg` for dialogs.',
      },
    },
    controls: { disable: true },
  },
} satisfies Meta<typeof ShadowScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = { render: () => <ShadowScale /> };
