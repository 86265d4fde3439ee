import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadiusScale } from './Foundations';
import { foundationPage } from './foundationPage';

/** Generated from `ui/src/theme/tokens.ts`: change a token and this page follows. */
const meta = {
  title: 'Foundations/Radii',
  component: RadiusScale,
  parameters: foundationPage(
    'Corner radii: `sm` for small controls, `md` for buttons and fields, `lg` for cards and dialogs, `pill` for badges.',
  ),
} satisfies Meta<typeof RadiusScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Scale: Story = { render: () => <RadiusScale /> };
