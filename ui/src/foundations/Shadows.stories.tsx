import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShadowScale } from './Foundations';
import { foundationPage } from './foundationPage';

/** Generated from `ui/src/theme/tokens.ts`: change a token and this page follows. */
const meta = {
  title: 'Foundations/Shadows',
  component: ShadowScale,
  parameters: foundationPage(
    'Elevation shadows of both themes: `sm` for raised controls, `md` for menus, `lg` for dialogs.',
  ),
} satisfies Meta<typeof ShadowScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = { render: () => <ShadowScale /> };
