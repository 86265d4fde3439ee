import type { Meta } from '@storybook/react-vite';
import type { ComponentType, ElementType } from 'react';

/**
 * A story file's meta whose stories render through a story-local wrapper (real catalogue
 * texts, state) while `component` names the real component, so the docs page and Controls
 * show the component's own props and JSDoc. The wrapper goes in `render`.
 */
export type KitMeta<Wrapper extends ComponentType<never>> = Omit<Meta<Wrapper>, 'component'> & {
  component: ElementType;
};
