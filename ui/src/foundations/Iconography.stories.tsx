import type { StoryObj } from '@storybook/react-vite';
import { Iconography } from './Foundations';
import { foundationPage } from './foundationPage';

export default {
  title: 'Foundations/Iconography',
  component: Iconography,
  parameters: foundationPage('Every icon of the kit, at each size it is drawn at, on its one stroke.', 'ui/src/icons'),
};

export const Icons: StoryObj = {};
