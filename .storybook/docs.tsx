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

/**
 * A meta's `render` and `parameters` for a full-width component (a page, a bar, a landing
 * section), spread beside the meta's literal `title` and `component` (the indexer reads them
 * statically): every story renders `Wrapper` with its args, edge to edge.
 */
export function fullscreen<Args>(Wrapper: ComponentType<Args>) {
  return { render: (args: Args) => <Wrapper {...(args as Args & object)} />, parameters: { layout: 'fullscreen' as const } };
}

const storyDescription = (story: string) => ({ docs: { description: { story } } });

/**
 * The rest of every file's Playground story, spread beside its literal
 * `tags: ['playground']` (the indexer reads tags statically; the visual tests skip the tag):
 * `export const Playground: Story = { tags: ['playground'], ...playground };`.
 */
export const playground = {
  parameters: storyDescription("Every prop on the Controls panel, starting from the component's first state below."),
};

/**
 * The at-rest twin of an interaction story: the same args and render without its play
 * function and its `interaction` tag, so it is screenshotted and can sit in the States grid.
 */
export function atRest<Story extends { parameters?: object }>(interaction: Story): Story {
  return {
    ...interaction,
    tags: [],
    play: undefined,
    parameters: { ...interaction.parameters, ...storyDescription('At rest: the state its interaction story starts from.') },
  };
}
