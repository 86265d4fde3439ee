import type { StoryObj } from '@storybook/react-vite';
import { Breakpoints } from './Foundations';
import { foundationPage } from './foundationPage';

export default {
  title: 'Foundations/Breakpoints',
  component: Breakpoints,
  parameters: foundationPage('The widths where layouts change, mobile first, with the media query a style writes.'),
};

export const Widths: StoryObj = {};
