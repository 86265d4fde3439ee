import type { StoryObj } from '@storybook/react-vite';
import { MotionTokens } from './Foundations';
import { foundationPage } from './foundationPage';

export default { title: 'Foundations/Motion', component: MotionTokens, parameters: foundationPage('Durations and the easing curve of every transition and animation. With reduced motion the kit drops entry animations.') };

export const Tokens: StoryObj = {};
