import type { StoryObj } from '@storybook/react-vite';
import { SpacingScale } from './Foundations';
import { foundationPage } from './foundationPage';

export default { title: 'Foundations/Spacing', component: SpacingScale, parameters: foundationPage('Spacing steps (gaps, paddings) and the fixed sizes of controls and content columns.') };

export const Scale: StoryObj = {};
