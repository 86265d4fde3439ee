import type { StoryObj } from '@storybook/react-vite';
import { ColourRoles } from './Foundations';
import { foundationPage } from './foundationPage';

export default { title: 'Foundations/Colour', component: ColourRoles, parameters: foundationPage('Every colour role of both themes side by side. Each text colour is shown on the surface the kit puts it on, with its WCAG contrast ratio and the minimum it must meet (4.5:1 for text, 3:1 for the focus ring and control borders).') };

export const Roles: StoryObj = {};
