import type { ComponentType } from 'react';
import { within } from 'storybook/test';
import { responsive } from '../../../../.storybook/modes';

/**
 * The story wrapper of a landing section: the section filled with its story copy in the
 * toolbar's language, then the Controls args on top. Each key in `without` leaves that
 * optional part out, so a story shows the section without it.
 */
export function withStoryCopy<Props extends object>(Section: ComponentType<Props>, useCopy: () => Props) {
  return function SectionStory({ without = [], ...args }: Partial<Props> & { without?: (keyof Props)[] }) {
    const copy = useCopy();
    const leftOut = Object.fromEntries(without.map((key) => [key, undefined]));
    return <Section {...copy} {...leftOut} {...(args as Partial<Props>)} />;
  };
}

/**
 * The Default story of a section, spread next to its literal `tags: ['responsive']` (the
 * indexer reads tags statically): the responsive modes and a check of the rendered canvas.
 */
export function sectionDefault(check: (canvas: ReturnType<typeof within>) => Promise<void>) {
  return { ...responsive, play: async ({ canvasElement }: { canvasElement: HTMLElement }) => check(within(canvasElement)) };
}

/** A section on the narrowest phone (320 px). */
export const narrowScreen = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
