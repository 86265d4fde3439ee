import type { StoryObj } from '@storybook/react-vite';
import { Layers } from './Foundations';
import { foundationPage } from './foundationPage';

export default {
  title: 'Foundations/Layers',
  component: Layers,
  parameters: foundationPage('The z-index layers: what may cover what, lowest first.'),
};

export const Stack: StoryObj = {};
