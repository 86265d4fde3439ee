import type { StoryObj } from '@storybook/react-vite';
import { ShadowScale } from './Foundations';
import { foundationPage } from './foundationPage';

export default { title: 'Foundations/Shadows', component: ShadowScale, parameters: foundationPage('Elevation shadows of both themes: `sm` for raised controls, `md` for menus, `lg` for dialogs.') };

export const Scale: StoryObj = {};
