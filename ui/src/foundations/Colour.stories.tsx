import type { Meta, StoryObj } from '@storybook/react-vite';
import { ColourRoles } from './Foundations';
import { foundationPage } from './foundationPage';

/** Generated from `ui/src/theme/tokens.ts`: change a token and this page follows. */
const meta = {
  title: 'Foundations/Colour',
  component: ColourRoles,
  parameters: foundationPage(
    'Every colour role of both themes side by side. Each text colour is shown on the surface the kit puts it on, with its WCAG contrast ratio and the minimum it must meet (4.5:1 for text, 3:1 for the focus ring and control borders).',
  ),
} satisfies Meta<typeof ColourRoles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Roles: Story = { render: () => <ColourRoles /> };
