import type { StoryObj } from '@storybook/react-vite';
import { RadiusScale } from './Foundations';
import { foundationPage } from './foundationPage';

export default { title: 'Foundations/Radii', component: RadiusScale, parameters: foundationPage('Corner radii: `sm` for small controls, `md` for buttons and fields, `lg` for cards and dialogs, `pill` for badges.') };

export const Scale: StoryObj = {};
